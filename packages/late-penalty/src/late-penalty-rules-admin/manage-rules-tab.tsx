import { createContext, useContext, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type * as latePenalty from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import {
  Button,
  InlineAlert,
  SelectField,
  StatusView,
  Table,
  TextField,
  useConfirmedAction,
  useToast,
  type CellContext,
  type ColumnDef,
} from '@tools/ui';
import { useBulkSaveRules } from '../api/bulk-save-rules.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRuleUsage } from '../api/get-rule-usage.ts';
import { useRules } from '../api/get-rules.ts';
import { useSaveRules } from '../api/save-rules.ts';
import type { RowErrors, RuleStatus } from '../domain/rules.ts';
import { adminMessages as messages } from '../admin-messages.ts';
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
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<{ rule: latePenalty.RuleInput; seq: number } | null>(null);
  const usage = useRuleUsage();
  const { ask, dialog } = useConfirmedAction();
  const restoreRule = useSaveRules();

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
    onSuccess: (_r, code) => setRows((current) => current.filter((r) => r.savedCode !== code)),
    onError: (e) => say(serverMessage(e), 'error'),
  });

  const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const usageOf = (code: string | null) => usage.data?.items.find((u) => u.Code === code);
  const usedText = (code: string | null) => {
    const u = usageOf(code);
    return u && u.Courses > 0
      ? format(m.usedBy, {
          courses: counted(u.Courses, m.countCourse, m.countCourses),
          assignments: counted(u.Assignments, m.countAssignment, m.countAssignments),
        })
      : null;
  };

  const onSave = () => {
    if (!dirty) return;
    if (errors.size > 0) {
      setShowAllErrors(true);
      setBanner(m.fixErrors);
      say(m.fixErrors, 'error');
      return;
    }
    setBanner(null);
    const body = saveBody(rows);
    // A change to a rule courses use changes their penalties: the admin is told which, before saving.
    const used = rows.filter((r) => r.savedCode && r.baseline && isDirty(r) && usedText(r.savedCode));
    if (used.length === 0) {
      save.mutate(body);
      return;
    }
    ask({
      title: format(m.confirmSaveUsed, { rules: counted(used.length, m.countRule, m.countRules) }),
      body: (
        <>
          <ul>
            {used.map((r) => (
              <li key={r.key}>
                {format(m.confirmSaveUsedLine, {
                  label: r.baseline!.Label,
                  courses: counted(usageOf(r.savedCode)!.Courses, m.countCourse, m.countCourses),
                  assignments: counted(usageOf(r.savedCode)!.Assignments, m.countAssignment, m.countAssignments),
                })}{' '}
                {r.Label.trim() !== r.baseline!.Label
                  ? format(m.confirmSaveUsedChange, { from: r.baseline!.Label, to: r.Label.trim() })
                  : null}
                {r.Status !== r.baseline!.Status && r.Status === 'Inactive'
                  ? format(m.confirmSaveUsedInactive, { label: r.Label.trim() })
                  : null}
              </li>
            ))}
          </ul>
          <p className="ct-dialog__message">{m.confirmSaveUsedBody}</p>
        </>
      ),
      confirmLabel: m.saveAll,
      tone: 'primary',
      onConfirm: async () => {
        await save.mutateAsync(body).catch(() => undefined); // onError says why
      },
    });
  };
  const onRevert = () => {
    setRows(rowsFrom(rules.data ?? []));
    setShowAllErrors(false);
    setBanner(null);
    say(m.reverted);
  };
  const onDelete = (row: RuleRow) => {
    const code = row.savedCode;
    if (!code) {
      setRows((current) => current.filter((r) => r.key !== row.key));
      say(m.ruleDeleted);
      return;
    }
    const label = row.baseline?.Label ?? row.Label;
    const used = usedText(code);
    ask({
      title: format(m.confirmDeleteRule, { label }),
      body: (
        <p className="ct-dialog__message">
          {used
            ? format(m.confirmDeleteRuleUsed, {
                courses: counted(usageOf(code)!.Courses, m.countCourse, m.countCourses),
                assignments: counted(usageOf(code)!.Assignments, m.countAssignment, m.countAssignments),
              })
            : m.confirmDeleteRuleUnused}
        </p>
      ),
      confirmLabel: m.deleteRuleButton,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(code);
          // Course assignments keep pointing at the code, so saving the rule again is a full undo.
          setDeleted((prev) => ({
            rule: { Code: code, Label: label, Status: row.baseline?.Status ?? row.Status },
            seq: (prev?.seq ?? 0) + 1,
          }));
        } catch {
          // onError says why
        }
      },
    });
  };
  const onUndoDelete = async () => {
    if (!deleted) return;
    try {
      await restoreRule.mutateAsync([deleted.rule]);
      say(format(m.ruleRestored, { label: deleted.rule.Label }));
      setDeleted(null);
    } catch (e) {
      say(serverMessage(e), 'error');
    }
  };
  const onAdd = () => {
    const row = newRow();
    setFilter(''); // the new row must be on screen to take focus
    setRows((current) => [...current, row]);
    setFocusRow(row.key);
  };

  const dirty = rows.some(isDirty);
  const editing: Editing = {
    rows,
    errors,
    showAllErrors,
    setRows,
    onDelete,
    focusRow,
    focused: () => setFocusRow(null),
    usedText,
  };
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
  return (
    <div className="lp-stack">
      <div className="ct-toolbar" role="toolbar" aria-label={m.tabManage}>
        {/* aria-disabled, not disabled: after a save the button stays focused instead of dropping focus to the page. */}
        <Button variant="primary" onClick={onSave} busy={save.isPending} aria-disabled={!dirty || undefined}>
          {m.saveAll}
        </Button>
        <Button onClick={() => dirty && onRevert()} aria-disabled={!dirty || undefined}>
          {m.revert}
        </Button>
        <Button onClick={onAdd}>{m.addRule}</Button>
      </div>
      {banner ? <InlineAlert>{banner}</InlineAlert> : null}
      <InlineAlert tone="success" live="status" focusKey={deleted?.seq ?? null}>
        {deleted ? (
          <span className="lp-inline">
            <span>{m.ruleDeleted}</span>
            <Button onClick={() => void onUndoDelete()} busy={restoreRule.isPending} busyText={m.undoing}>
              {m.undo}
            </Button>
          </span>
        ) : null}
      </InlineAlert>
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
      {dialog}
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
  /** The row '+ Add rule' just added: its label takes focus once. */
  focusRow: string | null;
  focused: () => void;
  /** 'Used by 3 courses (7 assignments)', or null. */
  usedText: (code: string | null) => string | null;
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
      aria-label={format(m.deleteRule, {
        label: row.original.baseline?.Label || row.original.Label || m.newRule,
      })}
      onClick={() => onDelete(row.original)}
    >
      <span aria-hidden="true">×</span>
    </Button>
  );
}

function LabelCell({ row }: CellContext<RuleRow, unknown>) {
  const m = useMessages(messages);
  const { rows, errors, showAllErrors, setRows, focusRow, focused, usedText } = useEditing();
  const r = row.original;
  const used = r.savedCode ? (usedText(r.savedCode) ?? m.unused) : null;
  const hint = [r.Code ? `${m.colCode}: ${r.Code}` : null, used].filter(Boolean).join(' · ');
  // Live validation once a row is edited (a new row once it has text); every row after a blocked save.
  const edited = r.baseline ? isDirty(r) : r.Label !== '';
  const error = showAllErrors || edited ? errors.get(r.key)?.label : undefined;
  return (
    <TextField
      label={
        r.baseline
          ? format(m.ruleLabelFor, { label: r.baseline.Label })
          : format(m.newRuleLabel, { n: rows.findIndex((x) => x.key === r.key) + 1 })
      }
      hideLabel
      // '+ Add rule' puts the cursor in the new row, so typing never lands in an existing rule's label.
      autoFocus={focusRow === r.key}
      onFocus={() => focusRow === r.key && focused()}
      value={r.Label}
      error={error}
      hint={hint || undefined}
      onChange={(_, value) => setRows((current) => withLabel(current, r.key, value))}
    />
  );
}

function StatusCell({ row }: CellContext<RuleRow, unknown>) {
  const m = useMessages(messages);
  const { rows, errors, showAllErrors, setRows } = useEditing();
  const r = row.original;
  return (
    <SelectField
      label={
        r.baseline
          ? format(m.ruleStatusFor, { label: r.baseline.Label })
          : format(m.newRuleStatus, { n: rows.findIndex((x) => x.key === r.key) + 1 })
      }
      hideLabel
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
