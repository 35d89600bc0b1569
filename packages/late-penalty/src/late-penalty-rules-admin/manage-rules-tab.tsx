import { createContext, useContext, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { format, useMessages } from '@tools/launch';
import {
  Button,
  InlineAlert,
  SelectField,
  StatusView,
  Table,
  TextField,
  useToast,
  type CellContext,
  type ColumnDef,
} from '@tools/ui';
import { useBulkSaveRules } from '../api/bulk-save-rules.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRules } from '../api/get-rules.ts';
import type { RowErrors, RuleStatus } from '../domain/rules.ts';
import { messages } from '../messages.ts';
import { errorsByKey, isDirty, newRow, rowsFrom, saveBody, withLabel, withStatus, type RuleRow } from './rule-rows.ts';

/** Spec 002 §2: rules-admin toasts last 3 seconds. */
export const ADMIN_TOAST_MS = 3000;

export function ManageRulesTab() {
  const m = useMessages(messages);
  const toast = useToast();
  const rules = useRules();
  const [rows, setRows] = useState<RuleRow[]>([]);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [count, setCount] = useState({ shown: 0, total: 0 });

  // A fresh baseline from the server replaces the rows (after load, save and delete).
  useEffect(() => {
    if (rules.data) setRows(rowsFrom(rules.data));
  }, [rules.data]);

  const say = (text: string, tone: 'success' | 'error' = 'success') =>
    toast.show({ text, tone, durationMs: ADMIN_TOAST_MS });
  const errors = useMemo(() => errorsByKey(rows), [rows]);
  const serverMessage = (e: unknown) => (e instanceof Error && e.message ? e.message : m.genericError);

  const save = useBulkSaveRules({
    onSuccess: () => {
      setShowAllErrors(false);
      setBanner(null);
      say(m.allSaved);
    },
    onError: (e) => say(serverMessage(e), 'error'),
  });
  const remove = useDeleteRule({
    onSuccess: (_r, code) => {
      setRows((current) => current.filter((r) => r.savedCode !== code));
      say(m.ruleDeleted);
    },
    onError: (e) => say(serverMessage(e), 'error'),
  });

  const onSave = () => {
    if (errors.size > 0) {
      setShowAllErrors(true);
      setBanner(m.fixErrors);
      say(m.fixErrors, 'error');
      return;
    }
    setBanner(null);
    save.mutate(saveBody(rows));
  };
  const onRevert = () => {
    setRows(rowsFrom(rules.data ?? []));
    setShowAllErrors(false);
    setBanner(null);
    say(m.reverted);
  };
  const onDelete = (row: RuleRow) => {
    if (row.savedCode) remove.mutate(row.savedCode);
    else {
      setRows((current) => current.filter((r) => r.key !== row.key));
      say(m.ruleDeleted);
    }
  };

  const editing: Editing = { rows, errors, showAllErrors, setRows, onDelete };
  const columns = useMemo<ColumnDef<RuleRow>[]>(
    () => [
      { id: 'actions', header: m.colActions, enableSorting: false, enableGlobalFilter: false, cell: ActionsCell },
      {
        id: 'label',
        accessorFn: (r) => `${r.Label} ${r.Code}`,
        header: m.colLabel,
        enableSorting: false,
        cell: LabelCell,
      },
      { id: 'status', accessorFn: (r) => r.Status, header: m.colStatus, enableSorting: false, cell: StatusCell },
    ],
    [m],
  );

  if (rules.isPending) return <StatusView status="loading" loadingText={m.loadingRules} />;
  if (rules.error) return <StatusView status="error" error={serverMessage(rules.error)} />;
  const dirty = rows.some(isDirty);
  return (
    <div className="lp-stack">
      <div className="ct-toolbar" role="toolbar" aria-label={m.tabManage}>
        <Button variant="primary" onClick={onSave} busy={save.isPending} disabled={!dirty && !save.isPending}>
          {m.saveAll}
        </Button>
        <Button onClick={onRevert} disabled={!dirty}>
          {m.revert}
        </Button>
        <Button onClick={() => setRows((current) => [...current, newRow()])}>{m.addRule}</Button>
      </div>
      {banner ? <InlineAlert>{banner}</InlineAlert> : null}
      <TextField label={m.filterRules} type="search" value={filter} onChange={(_, v) => setFilter(v)} />
      <p aria-live="polite">{format(m.showing, { shown: count.shown, total: count.total })}</p>
      <p className="lp-hint">{m.formatsHint}</p>
      <EditingContext.Provider value={editing}>
        <Table
          label={m.rulesTable}
          columns={columns}
          data={rows}
          getRowId={(r) => r.key}
          globalFilter={filter}
          onFilteredCountChange={(shown, total) => setCount({ shown, total })}
          emptyText={m.noRules}
        />
      </EditingContext.Provider>
    </div>
  );
}

/** Row editing state for the cells. Cells are stable components (TanStack renders a cell function as
 * a component, so a new function per render would remount the inputs and lose focus). */
interface Editing {
  rows: RuleRow[];
  errors: Map<string, RowErrors>;
  showAllErrors: boolean;
  setRows: Dispatch<SetStateAction<RuleRow[]>>;
  onDelete: (row: RuleRow) => void;
}
const EditingContext = createContext<Editing | null>(null);
function useEditing(): Editing {
  const value = useContext(EditingContext);
  if (!value) throw new Error('rule cells need the EditingContext');
  return value;
}

function ActionsCell({ row }: CellContext<RuleRow, unknown>) {
  const m = useMessages(messages);
  const { onDelete } = useEditing();
  return (
    <Button
      variant="ghost"
      aria-label={format(m.deleteRule, { label: row.original.Label || row.original.Code || '' })}
      onClick={() => onDelete(row.original)}
    >
      <span aria-hidden="true">×</span>
    </Button>
  );
}

function LabelCell({ row }: CellContext<RuleRow, unknown>) {
  const m = useMessages(messages);
  const { rows, errors, showAllErrors, setRows } = useEditing();
  const r = row.original;
  // Live validation once a row is edited (a new row once it has text); every row after a blocked save.
  const edited = r.baseline ? isDirty(r) : r.Label !== '';
  const error = showAllErrors || edited ? errors.get(r.key)?.label : undefined;
  return (
    <TextField
      label={
        r.savedCode
          ? format(m.ruleLabelFor, { code: r.savedCode })
          : format(m.newRuleLabel, { n: rows.findIndex((x) => x.key === r.key) + 1 })
      }
      value={r.Label}
      error={error}
      hint={r.Code ? `${m.colCode}: ${r.Code}` : undefined}
      onChange={(_, value) => setRows((current) => withLabel(current, r.key, value))}
    />
  );
}

function StatusCell({ row }: CellContext<RuleRow, unknown>) {
  const m = useMessages(messages);
  const { errors, showAllErrors, setRows } = useEditing();
  const r = row.original;
  return (
    <SelectField
      label={format(m.ruleStatusFor, { code: r.savedCode ?? (r.Code || r.key) })}
      value={r.Status}
      error={showAllErrors ? errors.get(r.key)?.status : undefined}
      options={[
        { value: 'Active', label: m.active },
        { value: 'Inactive', label: m.inactive },
      ]}
      onChange={(_, value) => setRows((current) => withStatus(current, r.key, value as RuleStatus))}
    />
  );
}
