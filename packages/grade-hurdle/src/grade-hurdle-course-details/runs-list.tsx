import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { gradeHurdleApi } from '../api/client.ts';
import { useBulkLease } from '@tools/backend-api/bulk-lease';
import { useOptionalBackend } from '@tools/backend-api/react';
import type * as gradeHurdle from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { learnQuotaGuard, useLearnClient, userQueryOptions, type Grade } from '@tools/learn-api';
import { BulkRunPanel, Button, Dialog, InlineAlert, Table, useBulkRun, type ColumnDef } from '@tools/ui';
import { useMemo, useState } from 'react';
import { loadColumnGrades } from '../data/learn-data.ts';
import { loadRunHistory, planUndo, type UndoTarget } from '../data/undo-plan.ts';
import { writeNotation } from '../data/write-back.ts';
import { messages } from '../messages.ts';
import { errorText, runsQuery } from './queries.ts';
import { resultText } from './review-rows.ts';

type UndoItem = UndoTarget;

const MARK_BATCH = 1000;

/** A run as listed: who ran it by name (their Learn id until the name is read). */
type RunRow = gradeHurdle.WritebackRun & { by: string };

/**
 * The course's recent write-backs and their undo: the previous notation is written back for each
 * student whose grade still holds what the run wrote (a grade changed since is left alone).
 */
export function RunsList({ courseId, onUndone }: { courseId: string; onUndone: () => Promise<unknown> }) {
  const m = useMessages(messages);
  const backend = useOptionalBackend(gradeHurdleApi);
  const client = useLearnClient();
  const queryClient = useQueryClient();
  const runs = useQuery(runsQuery(backend, courseId));
  // Who ran each write-back, by name (one cached user read per author, usually one).
  const authors = [...new Set((runs.data ?? []).map((r) => r.writtenBy))];
  const people = useQueries({ queries: authors.map((id) => userQueryOptions(client, id)) });
  const nameOf = (id: string) => {
    const user = people[authors.indexOf(id)]?.data;
    const name = [user?.name?.given, user?.name?.family].filter(Boolean).join(' ');
    return name || id;
  };
  const [asked, setAsked] = useState<gradeHurdle.WritebackRun | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The same lease as the write-back: an undo and a write-back of one course never interleave.
  const lease = useBulkLease({ kind: 'grade-hurdle-writeback', courseId });
  const bulk = useBulkRun<UndoItem, Grade>({
    // Learn's daily allowance nearly spent: the undo waits instead of failing half-way.
    ...learnQuotaGuard(client),
    key: (i) => i.writeback.userId,
    concurrency: 4,
    lease,
    skip: (i) => (i.skip === 'notWritten' ? m.undoNotWritten : i.skip === 'changed' ? m.undoChanged : null),
    run: (i, { signal }) =>
      writeNotation(
        client,
        courseId,
        {
          kind: 'write',
          userId: i.writeback.userId,
          columnId: i.writeback.columnId,
          notationId: i.restore,
          notationCode: null,
          previousNotationId: i.writeback.written.gradeNotationId,
          from: 0,
          to: 0,
        },
        { signal, notKept: m.notationNotKept },
      ),
  });

  const undo = async (run: gradeHurdle.WritebackRun) => {
    setAsked(null);
    setNotice(null);
    setError(null);
    if (!backend) return;
    try {
      // `pending`: recorded before writing, outcome never stored (issue 22 §3); Learn's history settles them.
      const writebacks = (await backend.allWritebacks(courseId, run.runId)).filter(
        (w) => w.status === 'written' || w.status === 'pending',
      );
      // The notation each grade holds now and Learn's history: a grade changed since the run is left alone.
      const plan = async (): Promise<UndoItem[]> => {
        const columns = [...new Set(writebacks.map((w) => w.columnId))];
        const now = new Map<string, string | null>();
        for (const columnId of columns)
          for (const [userId, grade] of await loadColumnGrades(client, courseId, columnId))
            now.set(`${columnId}|${userId}`, grade.gradeNotationId ?? null);
        const history = await loadRunHistory(client, courseId, writebacks);
        return planUndo(writebacks, now, history);
      };
      // Read again under the lease when a write-back or undo of the course ran first.
      const report = await bulk.start(await plan(), {
        prepare: async (_signal, { waited }) => (waited ? plan() : undefined),
      });
      const restored = report.results.filter((r) => r.status === 'ok').map((r) => r.item.writeback.userId);
      for (let i = 0; i < restored.length; i += MARK_BATCH)
        await backend.markUndone({
          courseId,
          runId: run.runId,
          userIds: restored.slice(i, i + MARK_BATCH),
        });
      const left = (reason: string) =>
        report.results.filter((r) => r.status === 'skipped' && r.reason === reason).length;
      const changed = left(m.undoChanged);
      const notWritten = left(m.undoNotWritten);
      const done = format(m.undoComplete, { count: restored.length });
      setNotice(changed + notWritten > 0 ? `${done} ${format(m.undoLeftAlone, { changed, notWritten })}` : done);
      await queryClient.invalidateQueries({ queryKey: backendKeys.gradeHurdle.runs(courseId) });
      await onUndone();
    } catch (e) {
      setError(errorText(e, m.undoFailed));
    }
  };

  const columns = useMemo<ColumnDef<RunRow, unknown>[]>(
    () => [
      {
        id: 'at',
        accessorFn: (r) => new Date(r.startedAt).toLocaleString(),
        header: m.colRunAt,
        meta: { isRowHeader: true },
      },
      { id: 'by', accessorFn: (r) => r.by, header: m.colRunBy },
      { id: 'written', accessorFn: (r) => r.written, header: m.colRunWritten },
      { id: 'failed', accessorFn: (r) => r.failed, header: m.colRunFailed },
      { id: 'undone', accessorFn: (r) => r.undone, header: m.colRunUndone },
      { id: 'pending', accessorFn: (r) => r.pending, header: m.colRunPending },
      {
        id: 'actions',
        header: m.colActions,
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            disabled={row.original.written + row.original.pending === 0 || bulk.active}
            aria-label={format(m.undoRunFor, { at: new Date(row.original.startedAt).toLocaleString() })}
            onClick={() => setAsked(row.original)}
          >
            {m.undoRun}
          </Button>
        ),
      },
    ],
    [m, bulk.active],
  );

  if (!backend) return null;
  return (
    <section className="gh-stack" aria-labelledby="gh-runs-heading">
      <h3 id="gh-runs-heading">{m.runsHeading}</h3>
      {runs.isError && <InlineAlert>{errorText(runs.error, m.undoFailed)}</InlineAlert>}
      <Table<RunRow>
        label={m.runsTable}
        columns={columns}
        data={(runs.data ?? []).map((r) => ({ ...r, by: nameOf(r.writtenBy) }))}
        getRowId={(r) => r.runId}
        emptyText={m.noRuns}
      />
      <Dialog
        open={asked !== null}
        title={m.undoTitle}
        onClose={() => setAsked(null)}
        closeLabel={m.close}
        actions={
          <>
            <Button onClick={() => setAsked(null)}>{m.cancel}</Button>
            <Button variant="danger" onClick={() => asked && void undo(asked)}>
              {format(m.confirmUndo, { count: (asked?.written ?? 0) + (asked?.pending ?? 0) })}
            </Button>
          </>
        }
      >
        <p>{format(m.undoBody, { count: (asked?.written ?? 0) + (asked?.pending ?? 0) })}</p>
      </Dialog>
      {bulk.status !== 'idle' && (
        <BulkRunPanel
          bulk={bulk}
          summary={bulk.status === 'done' ? notice : null}
          labels={{
            progress: m.undoProgress,
            cancel: m.cancel,
            retryFailed: (count) => format(m.retryFailed, { count }),
            result: (result) => resultText(result, m) ?? m.resultPending,
          }}
        />
      )}
      {error && <InlineAlert>{error}</InlineAlert>}
    </section>
  );
}
