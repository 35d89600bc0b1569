import { createContext, useContext, useMemo, useState } from 'react';
import type { latePenalty } from '@tools/backend-api/contracts';
import { format, useMessages } from '@tools/launch';
import {
  Button,
  InlineAlert,
  SelectField,
  StatusView,
  Table,
  useToast,
  type CellContext,
  type ColumnDef,
  type SelectOption,
} from '@tools/ui';
import { useDeleteAssociation } from '../api/delete-association.ts';
import { useDeleteCourseAssociations } from '../api/delete-course-associations.ts';
import { useSaveAssociations } from '../api/save-associations.ts';
import { failure } from '../data/backend.ts';
import type { Assignment } from '../data/learn-data.ts';
import { offeredRules } from '../domain/rules.ts';
import { messages } from '../messages.ts';
import { formatDate } from './format.ts';
import { COURSE_TOAST_MS, type CourseData } from './types.ts';

interface Row {
  assignment: Assignment;
  ruleCode: string;
  ruleLabel: string;
}

export function SetTab({
  course,
  assignments,
  rules,
  associations,
  rulesError,
  onRetryRules,
}: CourseData & { rulesError: string | null; onRetryRules: () => void }) {
  const m = useMessages(messages);
  const toast = useToast();
  const [allRule, setAllRule] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [busyRow, setBusyRow] = useState<string | null>(null);

  const say = (text: string, tone: 'success' | 'error' | 'info' = 'success') =>
    toast.show({ text, tone, durationMs: COURSE_TOAST_MS });
  const offered = useMemo(() => offeredRules(rules), [rules]);
  const labelOf = useMemo(() => new Map(rules.map((r) => [r.Code, r.Label])), [rules]);
  const rows = useMemo<Row[]>(
    () =>
      assignments.map((a) => {
        const code = associations.find((x) => x.ContentItemId === a.id)?.Rule ?? '';
        return { assignment: a, ruleCode: code, ruleLabel: code ? (labelOf.get(code) ?? code) : '' };
      }),
    [assignments, associations, labelOf],
  );
  const body = (a: Assignment, rule: string): latePenalty.AssociationInput => ({
    ID: `${course.id}:${a.id}`,
    CourseId: course.id,
    ContentItemId: a.id,
    Rule: rule,
    Status: 'Active',
    Overrides: {},
    Penalties: {},
  });

  const idle = { onSettled: () => setBusyRow(null) };
  const saveOne = useSaveAssociations(course.id, {
    ...idle,
    onSuccess: () => say(m.savedRule),
    onError: (e) => say(failure(m.saveFailed, e), 'error'),
  });
  const clearOne = useDeleteAssociation(course.id, {
    ...idle,
    onSuccess: () => say(m.deletedRule),
    onError: (e) => say(failure(m.clearFailed, e), 'error'),
  });
  /** One row's select: a rule saves it, the empty choice clears it. */
  const setRule = (a: Assignment, rule: string) => {
    setBusyRow(a.id);
    if (rule) saveOne.mutate([body(a, rule)]);
    else clearOne.mutate(a.id);
  };
  const saveAll = useSaveAssociations(course.id, {
    onSuccess: () => say(m.savedAllRules),
    onError: (e) => say(failure(m.saveAllFailed, e), 'error'),
  });
  const onSaveAll = () => {
    const items = rows.filter((r) => r.ruleCode).map((r) => body(r.assignment, r.ruleCode));
    // Nothing assigned: nothing to send (the service refuses an empty list).
    if (items.length) saveAll.mutate(items);
    else say(m.savedAllRules);
  };
  const deleteAll = useDeleteCourseAssociations(course.id, {
    onSuccess: () => say(m.deletedAllRules),
    onError: (e) => say(failure(m.deleteAllFailed, e), 'error'),
  });
  const applyAll = useSaveAssociations(course.id, {
    onSuccess: () => say(m.appliedAll),
    onError: (e) => say(failure(m.bulkSaveFailed, e), 'error'),
  });

  const ruleOptions = (current: string) => {
    const options = [{ value: '', label: m.noRule }, ...offered.map((r) => ({ value: r.Code, label: r.Label }))];
    // A rule made inactive after it was assigned stays visible for that assignment.
    if (current && !offered.some((r) => r.Code === current))
      options.push({ value: current, label: labelOf.get(current) ?? current });
    return options;
  };

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { id: 'title', accessorFn: (r) => r.assignment.title, header: m.colTitle, meta: { isRowHeader: true } },
      {
        id: 'availability',
        accessorFn: (r) => (r.assignment.available ? m.available : m.unavailable),
        header: m.colAvailability,
        enableSorting: false,
      },
      {
        id: 'possible',
        accessorFn: (r) => r.assignment.possible ?? '',
        header: m.colPossible,
        enableSorting: false,
        meta: { cellClassName: 'lp-num' },
      },
      {
        id: 'due',
        accessorFn: (r) => (r.assignment.due ? formatDate(r.assignment.due) : m.noDue),
        header: m.colDue,
        enableSorting: false,
      },
      { id: 'rule', accessorFn: (r) => r.ruleLabel, header: m.colRule, cell: RuleCell },
    ],
    [m],
  );

  const onApplyAll = () => {
    if (!allRule || assignments.length === 0) {
      setNotice(m.chooseRuleAndAssignment);
      return;
    }
    setNotice(null);
    applyAll.mutate(assignments.map((a) => body(a, allRule)));
  };

  return (
    <div className="lp-stack">
      {rulesError ? (
        <InlineAlert>
          {rulesError} <Button onClick={onRetryRules}>{m.retryRules}</Button>
        </InlineAlert>
      ) : null}
      <div className="ct-toolbar">
        <Button variant="primary" onClick={onSaveAll} busy={saveAll.isPending}>
          {m.saveAll}
        </Button>
        <Button variant="danger" onClick={() => deleteAll.mutate()} busy={deleteAll.isPending}>
          {m.deleteAll}
        </Button>
        <SelectField
          label={m.applyToAll}
          value={allRule}
          options={[{ value: '', label: m.noRule }, ...offered.map((r) => ({ value: r.Code, label: r.Label }))]}
          onChange={(_, v) => setAllRule(v)}
        />
        <Button onClick={onApplyAll} busy={applyAll.isPending}>
          {m.applyAndSave}
        </Button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      {assignments.length === 0 ? (
        <StatusView status="empty" emptyText={m.noAssignments} />
      ) : (
        <RuleCellContext.Provider value={{ busyRow, ruleOptions, setRule }}>
          <Table label={m.assignmentsTable} columns={columns} data={rows} getRowId={(r) => r.assignment.id} />
        </RuleCellContext.Provider>
      )}
    </div>
  );
}

/** The rule cell is a stable component reading the row state from context, so the select keeps focus. */
const RuleCellContext = createContext<{
  busyRow: string | null;
  ruleOptions: (current: string) => SelectOption[];
  setRule: (a: Assignment, rule: string) => void;
} | null>(null);

function RuleCell({ row }: CellContext<Row, unknown>) {
  const m = useMessages(messages);
  const ctx = useContext(RuleCellContext);
  if (!ctx) throw new Error('RuleCell needs RuleCellContext');
  const r = row.original;
  const busy = ctx.busyRow === r.assignment.id;
  return (
    <div className="lp-inline">
      <SelectField
        label={format(m.ruleFor, { title: r.assignment.title })}
        value={r.ruleCode}
        options={ctx.ruleOptions(r.ruleCode)}
        disabled={busy}
        onChange={(_, value) => ctx.setRule(r.assignment, value)}
      />
      <Button
        aria-label={format(m.clearRuleFor, { title: r.assignment.title })}
        disabled={!r.ruleCode}
        busy={busy}
        onClick={() => ctx.setRule(r.assignment, '')}
      >
        {m.clear}
      </Button>
    </div>
  );
}
