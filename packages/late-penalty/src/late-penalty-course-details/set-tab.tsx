import { useMemo, useState } from 'react';
import type * as latePenalty from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import {
  Button,
  InlineAlert,
  SelectField,
  StatusView,
  Table,
  useConfirmedAction,
  useToast,
  type ColumnDef,
} from '@tools/ui';
import { useSetCourseDefault } from '../api/course-default.ts';
import { useDeleteAssociation } from '../api/delete-association.ts';
import { useDeleteCourseAssociations } from '../api/delete-course-associations.ts';
import { useRestoreAssociations } from '../api/restore-associations.ts';
import { useSaveAssociations } from '../api/save-associations.ts';
import { failure } from '../data/backend.ts';
import { effectiveRule } from '../data/effective-rule.ts';
import type { Assignment } from '../data/learn-data.ts';
import { offeredRules } from '../domain/rules.ts';
import { messages } from '../messages.ts';
import { formatDate } from './format.ts';
import { EXEMPT, RuleCell, RuleCellContext, type SetRow } from './rule-cell.tsx';
import { SetNotice, useSetNotice } from './set-notice.tsx';
import { COURSE_TOAST_MS, type CourseData } from './types.ts';

const entries = (map: Record<string, number> | undefined) => Object.keys(map ?? {}).length;

/**
 * The Set tab: a rule per assignment, the course default rule, Save all, Delete all and
 * apply-to-all. What deletes or overwrites asks first (with counts and the course) and can be
 * undone; a select saves only on a deliberate choice; focus moves to each action's outcome.
 */
export function SetTab({
  course,
  assignments,
  rules,
  associations,
  courseDefault,
  rulesError,
  onRetryRules,
}: CourseData & { rulesError: string | null; onRetryRules: () => void }) {
  const m = useMessages(messages);
  const toast = useToast();
  const { ask, dialog } = useConfirmedAction();
  const { notice, show } = useSetNotice();
  const [allRule, setAllRule] = useState('');
  const [applyHint, setApplyHint] = useState<string | null>(null);
  const [busyRow, setBusyRow] = useState<string | null>(null);

  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const where = course.courseId || course.name || course.id;
  const offered = useMemo(() => offeredRules(rules), [rules]);
  const labelOf = useMemo(() => new Map(rules.map((r) => [r.Code, r.Label])), [rules]);
  const label = (code: string) => labelOf.get(code) ?? m.deletedRuleOption;

  const rows = useMemo<SetRow[]>(
    () =>
      assignments.map((a) => {
        const { code, source, association } = effectiveRule(associations, a.id, courseDefault);
        const choice = source === 'own' ? (code ?? '') : source === 'exempt' ? EXEMPT : '';
        const ruleLabel = source === 'exempt' ? m.optionExempt : code ? (labelOf.get(code) ?? m.deletedRuleOption) : '';
        return {
          assignment: a,
          choice,
          ruleLabel,
          source,
          overrides: entries(association?.Overrides),
          penalties: entries(association?.Penalties),
        };
      }),
    [assignments, associations, courseDefault, labelOf, m],
  );
  const body = (a: Assignment, rule: string, status: 'Active' | 'Inactive' = 'Active') =>
    ({
      ID: `${course.id}:${a.id}`,
      CourseId: course.id,
      ContentItemId: a.id,
      Rule: rule,
      Status: status,
      Overrides: {},
      Penalties: {},
    }) satisfies latePenalty.AssociationInput;

  const saveOne = useSaveAssociations(course.id, {
    onSettled: () => setBusyRow(null),
    onSuccess: () => toast.show({ text: m.savedRule, tone: 'success', durationMs: COURSE_TOAST_MS }),
    onError: (e) => toast.show({ text: failure(m.saveFailed, e), tone: 'error', durationMs: COURSE_TOAST_MS }),
  });
  const save = useSaveAssociations(course.id);
  const deleteOne = useDeleteAssociation(course.id);
  const deleteAll = useDeleteCourseAssociations(course.id);
  const restore = useRestoreAssociations(course.id);
  const setDefault = useSetCourseDefault(course.id);

  /** Undo of a deletion: the server puts the rows back (once, within 24 hours). */
  const undoDeletion = (restoreId: string) => async () => {
    try {
      const r = await restore.mutateAsync(restoreId);
      const text = format(m.restored, { rules: count(r.restored, m.countRule, m.countRules) });
      show({
        tone: 'success',
        text: r.skipped ? `${text} ${format(m.restoredSkipped, { count: r.skipped })}` : text,
      });
    } catch (e) {
      show({ tone: 'error', text: failure(m.undoFailed, e) });
    }
  };

  const clear = (row: SetRow) =>
    ask({
      title: format(m.confirmClear, { title: row.assignment.title, course: where }),
      body: (
        <>
          <p className="ct-dialog__message">
            {format(m.confirmClearBody, {
              overrides: count(row.overrides, m.countOverride, m.countOverrides),
              penalties: count(row.penalties, m.countPenalty, m.countPenalties),
            })}
          </p>
          <p className="ct-dialog__message">{m.undoFor24h}</p>
        </>
      ),
      confirmLabel: m.confirmClearButton,
      onConfirm: async () => {
        try {
          const removed = await deleteOne.mutateAsync(row.assignment.id);
          show({ tone: 'success', text: m.deletedRule, undo: undoDeletion(removed.restoreId) });
        } catch (e) {
          show({ tone: 'error', text: failure(m.clearFailed, e) });
        }
      },
    });

  const choose = (row: SetRow, choice: string) => {
    if (choice === '') {
      if (row.source === 'own' || row.source === 'exempt') clear(row);
      return;
    }
    setBusyRow(row.assignment.id);
    saveOne.mutate([
      choice === EXEMPT ? body(row.assignment, courseDefault ?? '', 'Inactive') : body(row.assignment, choice),
    ]);
  };

  const options = (row: SetRow) => {
    const first = courseDefault
      ? [
          { value: '', label: format(m.optionCourseDefault, { rule: label(courseDefault) }) },
          { value: EXEMPT, label: m.optionExempt },
        ]
      : [{ value: '', label: m.noRule }];
    const list = [...first, ...offered.map((r) => ({ value: r.Code, label: r.Label }))];
    // A rule made inactive (or deleted) after it was assigned stays visible for that assignment, by its label.
    if (row.source === 'own' && !offered.some((r) => r.Code === row.choice))
      list.push({ value: row.choice, label: label(row.choice) });
    return list;
  };

  const onSaveAll = async () => {
    const items = rows
      .filter((r) => r.source === 'own' || r.source === 'exempt')
      .map((r) =>
        r.source === 'exempt' ? body(r.assignment, courseDefault ?? '', 'Inactive') : body(r.assignment, r.choice),
      )
      .filter((item) => item.Rule);
    try {
      // Nothing assigned: nothing to send (the service refuses an empty list).
      if (items.length) await save.mutateAsync(items);
      show({ tone: 'success', text: m.savedAllRules });
    } catch (e) {
      show({ tone: 'error', text: failure(m.saveAllFailed, e) });
    }
  };

  const onDeleteAll = () => {
    const owned = associations.filter((a) => a.Rule);
    const overrides = associations.reduce((n, a) => n + entries(a.Overrides), 0);
    const penalties = associations.reduce((n, a) => n + entries(a.Penalties), 0);
    if (owned.length === 0 && !courseDefault && overrides === 0 && penalties === 0) {
      show({ tone: 'success', text: m.nothingToDelete });
      return;
    }
    ask({
      title: format(m.confirmDeleteAll, {
        rules: count(owned.length, m.countRule, m.countRules),
        overrides: count(overrides, m.countOverride, m.countOverrides),
        course: where,
      }),
      body: (
        <>
          <p className="ct-dialog__message">
            {format(m.confirmDeleteAllPenalties, { penalties: count(penalties, m.countPenalty, m.countPenalties) })}
            {courseDefault ? ` ${format(m.confirmDeleteAllDefault, { rule: label(courseDefault) })}` : ''}
          </p>
          <p className="ct-dialog__message">{m.columnKept}</p>
          <p className="ct-dialog__message">{m.undoFor24h}</p>
        </>
      ),
      confirmLabel: m.deleteAll,
      onConfirm: async () => {
        try {
          const removed = await deleteAll.mutateAsync();
          show({ tone: 'success', text: m.deletedAllRules, undo: undoDeletion(removed.restoreId) });
        } catch (e) {
          show({ tone: 'error', text: failure(m.deleteAllFailed, e) });
        }
      },
    });
  };

  const onApplyAll = () => {
    if (!allRule || assignments.length === 0) {
      setApplyHint(m.chooseRuleAndAssignment);
      return;
    }
    setApplyHint(null);
    const replaced = rows.filter((r) => (r.source === 'own' && r.choice !== allRule) || r.source === 'exempt');
    const before = rows.map((r) => ({
      row: r,
      association: associations.find((x) => x.ContentItemId === r.assignment.id),
    }));
    ask({
      title: format(m.confirmApplyAll, {
        rule: label(allRule),
        assignments: count(assignments.length, m.countAssignment, m.countAssignments),
        course: where,
      }),
      body: (
        <>
          {replaced.length ? (
            <p className="ct-dialog__message">
              {format(m.confirmApplyAllReplaces, {
                count: count(replaced.length, m.countAssignment, m.countAssignments),
                titles: replaced.map((r) => r.assignment.title).join(', '),
              })}
            </p>
          ) : null}
          <p className="ct-dialog__message">{m.confirmApplyAllKeeps}</p>
        </>
      ),
      confirmLabel: m.applyAndSave,
      tone: 'primary',
      onConfirm: async () => {
        try {
          await save.mutateAsync(assignments.map((a) => body(a, allRule)));
          show({ tone: 'success', text: m.appliedAll, undo: () => undoApplyAll(before) });
        } catch (e) {
          show({ tone: 'error', text: failure(m.bulkSaveFailed, e) });
        }
      },
    });
  };

  /** Undo of 'Apply and save': earlier rules are saved again; assignments that had none lose the new one. */
  const undoApplyAll = async (before: { row: SetRow; association: latePenalty.Association | undefined }[]) => {
    try {
      const had = before.filter((b) => b.association?.Rule);
      if (had.length)
        await save.mutateAsync(
          had.map((b) =>
            body(b.row.assignment, b.association!.Rule, b.association!.Status === 'Inactive' ? 'Inactive' : 'Active'),
          ),
        );
      for (const b of before.filter((x) => !x.association?.Rule)) await deleteOne.mutateAsync(b.row.assignment.id);
      show({ tone: 'success', text: m.applyUndone });
    } catch (e) {
      show({ tone: 'error', text: failure(m.undoFailed, e) });
    }
  };

  const onDefault = (next: string) => {
    const uncovered = rows.filter((r) => r.source === 'none' || r.source === 'default').length;
    const assignmentsText = count(uncovered, m.countAssignment, m.countAssignments);
    const run = async () => {
      try {
        await setDefault.mutateAsync(next || null);
        show({ tone: 'success', text: next ? format(m.defaultSet, { rule: label(next) }) : m.defaultRemoved });
      } catch (e) {
        show({ tone: 'error', text: failure(m.defaultFailed, e) });
      }
    };
    if (!next && courseDefault)
      ask({
        title: format(m.confirmRemoveDefault, { rule: label(courseDefault), course: where }),
        body: (
          <p className="ct-dialog__message">{format(m.confirmRemoveDefaultBody, { assignments: assignmentsText })}</p>
        ),
        confirmLabel: m.removeDefault,
        onConfirm: run,
      });
    else if (next)
      ask({
        title: format(m.confirmSetDefault, { rule: label(next), course: where }),
        body: (
          <p className="ct-dialog__message">
            {courseDefault
              ? format(m.confirmChangeDefaultBody, { previous: label(courseDefault), assignments: assignmentsText })
              : format(m.confirmSetDefaultBody, { assignments: assignmentsText })}
          </p>
        ),
        confirmLabel: m.setDefault,
        tone: 'primary',
        onConfirm: run,
      });
  };

  const columns = useMemo<ColumnDef<SetRow>[]>(
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
  const ruleList = offered.map((r) => ({ value: r.Code, label: r.Label }));

  return (
    <div className="lp-stack">
      {rulesError ? (
        <InlineAlert>
          {rulesError} <Button onClick={onRetryRules}>{m.retryRules}</Button>
        </InlineAlert>
      ) : null}
      <div className="ct-toolbar">
        <Button variant="primary" onClick={() => void onSaveAll()} busy={save.isPending} busyText={m.saving}>
          {m.saveAll}
        </Button>
        <Button variant="danger" onClick={onDeleteAll}>
          {m.deleteAll}
        </Button>
      </div>
      <div className="ct-toolbar">
        <SelectField
          label={m.courseDefaultLabel}
          hint={m.courseDefaultHint}
          value={courseDefault ?? ''}
          options={[
            { value: '', label: m.noDefault },
            ...ruleList,
            ...(courseDefault && !offered.some((r) => r.Code === courseDefault)
              ? [{ value: courseDefault, label: label(courseDefault) }]
              : []),
          ]}
          onCommit={onDefault}
        />
      </div>
      <div className="ct-toolbar">
        <SelectField
          label={m.applyToAll}
          value={allRule}
          options={[{ value: '', label: m.noRule }, ...ruleList]}
          onChange={(_, v) => setAllRule(v)}
        />
        <Button onClick={onApplyAll}>{m.applyAndSave}</Button>
      </div>
      {applyHint ? (
        <InlineAlert tone="warning" live="status">
          {applyHint}
        </InlineAlert>
      ) : null}
      <SetNotice notice={notice} />
      {assignments.length === 0 ? (
        <StatusView status="empty" emptyText={m.noAssignments} />
      ) : (
        <RuleCellContext.Provider value={{ busyRow, options, choose, clear }}>
          <Table label={m.assignmentsTable} columns={columns} data={rows} getRowId={(r) => r.assignment.id} />
        </RuleCellContext.Provider>
      )}
      {dialog}
    </div>
  );
}
