import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBulkLease } from '@tools/backend-api/bulk-lease';
import { describeError, type BulkReport, type BulkResult } from '@tools/bulk';
import { format, useMessages } from '@tools/launch';
import { addCourseToCategory, learnQuotaGuard, useLearnClient } from '@tools/learn-api';
import { BulkRunPanel, Button, InlineAlert, useBulkRun, type BulkResultList, type BulkRunPanelLabels } from '@tools/ui';
import { planCounts, type CategoryPlanEntry } from '../domain/index.ts';
import { messages } from '../messages.ts';
import type { CategoryPlan } from './read-plan.ts';

type Outcome = 'added' | 'already-associated';
type Result = BulkResult<CategoryPlanEntry, Outcome>;

/**
 * The dry run and its apply: every matching course with 'Already in category' / 'Will be added',
 * one confirm button, then one PUT per course to add through the bulk runner (progress, Cancel,
 * per-course result, 'Retry failed'). Courses already in the category are skipped, never PUT.
 */
export function ApplyPlan({ plan, onRunning }: { plan: CategoryPlan; onRunning: (running: boolean) => void }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const [summary, setSummary] = useState<string | null>(null);
  const counts = planCounts(plan.entries);
  // One run per category at a time: two administrators adding the same courses write nothing twice.
  const lease = useBulkLease({ kind: 'set-category', categoryId: plan.category.id });
  const bulk = useBulkRun<CategoryPlanEntry, Outcome>({
    // Learn's daily allowance nearly spent: the run waits instead of failing half-way.
    ...learnQuotaGuard(client),
    key: (e) => e.id,
    lease,
    skip: (e) => (e.inCategory ? m.alreadyInCategory : null),
    // The PUT is absolute (Learn answers 409 when it is already done), so abandoning one on Cancel is safe.
    run: (e, { signal }) =>
      addCourseToCategory(client, { type: 'Course', categoryId: plan.category.id, courseRef: e.id }, { signal }),
  });

  const running = bulk.active;
  useEffect(() => {
    onRunning(running);
    return () => onRunning(false);
  }, [running, onRunning]);

  const finish = (report: BulkReport<CategoryPlanEntry, Outcome>) => {
    const c = report.counts;
    const added = report.results.filter((r) => r.status === 'ok' && r.value === 'added').length;
    const already = report.results.length - added - c.failed - c.cancelled;
    const outcome = c.failed + c.cancelled > 0 ? m.associateError : m.success;
    setSummary(`${outcome} ${format(m.runSummary, { added, already, failed: c.failed, cancelled: c.cancelled })}`);
  };
  const [notStarted, setNotStarted] = useState<string | null>(null);
  // A run that cannot start (its lease refused) added nothing: say why.
  const settle = async (run: Promise<BulkReport<CategoryPlanEntry, Outcome>>) => {
    setNotStarted(null);
    try {
      finish(await run);
    } catch (error) {
      setNotStarted(format(m.notStarted, { reason: describeError(error) }));
    }
  };
  const apply = () => settle(bulk.start(plan.entries));
  const retry = () => settle(bulk.retryFailed());

  const resultText = useCallback(
    (result: Result | undefined, entry: CategoryPlanEntry): string => {
      if (!result) return entry.inCategory ? m.alreadyInCategory : m.willBeAdded;
      switch (result.status) {
        case 'ok':
          return result.value === 'added' ? m.added : m.alreadyInCategory;
        case 'skipped':
          return result.reason;
        case 'failed':
          return format(m.failed, { reason: result.error });
        case 'cancelled':
          return m.cancelled;
      }
    },
    [m],
  );
  const labels = useMemo<BulkRunPanelLabels<CategoryPlanEntry, Outcome>>(
    () => ({
      progress: m.progress,
      cancel: m.cancel,
      retryFailed: (count) => format(m.retryFailed, { count }),
      result: resultText,
    }),
    [m, resultText],
  );
  const list = useMemo<BulkResultList<CategoryPlanEntry, Outcome>>(
    () => ({
      label: m.coursesTable,
      resultHeader: m.colResult,
      items: plan.entries,
      columns: [
        { id: 'courseId', accessorFn: (r) => r.item.courseId, header: m.colCourseId, meta: { isRowHeader: true } },
        { id: 'name', accessorFn: (r) => r.item.name, header: m.colName },
      ],
    }),
    [m, plan.entries],
  );

  // Each dry run mounts a new plan (keyed by attempt): its summary takes focus, so a keyboard user
  // hears the result and the next Tab reaches 'Add … courses' (a live region added with its text
  // would not be announced, and focus would stay on 'Set Category' with nothing said).
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => summaryRef.current?.focus(), []);

  const nothingToAdd = counts.toAdd === 0;
  return (
    <section aria-label={m.coursesTable} className="set-category__plan">
      <p ref={summaryRef} role="status" tabIndex={-1}>
        {format(m.planSummary, {
          total: counts.total,
          dataSource: plan.dataSource,
          category: plan.category.title,
          already: counts.already,
          toAdd: counts.toAdd,
        })}
      </p>
      {nothingToAdd ? (
        <InlineAlert tone="success" live="status">
          {m.success}
        </InlineAlert>
      ) : bulk.status === 'idle' ? (
        <div className="ct-toolbar">
          <Button variant="primary" onClick={() => void apply()}>
            {format(m.apply, { count: counts.toAdd, category: plan.category.title })}
          </Button>
        </div>
      ) : null}
      {notStarted ? <InlineAlert>{notStarted}</InlineAlert> : null}
      <BulkRunPanel bulk={bulk} labels={labels} list={list} summary={summary} onRetry={() => void retry()} />
    </section>
  );
}
