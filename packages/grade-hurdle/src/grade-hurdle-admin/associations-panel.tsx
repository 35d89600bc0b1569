import { useEffect, useId, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as gh from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { Button, StatusView, useToast } from '@tools/ui';
import { messages } from '../messages.ts';
import {
  courseLabel,
  deriveRows,
  isDirty,
  savePlan,
  settled,
  withStatus,
  without,
  type AssociationRow,
  type Draft,
} from './admin-rows.ts';
import { associationsQueryOptions, courseSummaryQueryOptions, useGradeHurdleApi } from './admin-data.ts';
import { AssociationsTable, type CourseLookup } from './associations-table.tsx';
import { reasonOf } from './reasons.ts';
import { RemoveDialog } from './remove-dialog.tsx';
import { ensureHurdleNotations } from './hurdle-notations.ts';
import { saveAssociations, type CourseOutcome, type SaveReport } from './save-associations.ts';
import { SaveSummary } from './save-summary.tsx';

interface Props {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
}

/** The course associations: Refresh, Save Changes / Saved, a status and Remove per course. */
export function AssociationsPanel({ draft, setDraft }: Props) {
  const m = useMessages(messages);
  const hurdle = useGradeHurdleApi();
  const learn = useLearnClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const listOptions = associationsQueryOptions(hurdle);
  const list = useQuery(listOptions);
  const rows = useMemo(() => deriveRows(list.data ?? [], draft), [list.data, draft]);
  // Saved rows name their course from Learn (cached); added rows already know it from search.
  const lookups = useQueries({
    queries: rows.filter((r) => !r.course).map((r) => courseSummaryQueryOptions(learn, r.coursePk1)),
  });
  const courses = useMemo(() => {
    const byId = new Map<string, CourseLookup>();
    const pending = rows.filter((r) => !r.course);
    pending.forEach((r, i) => {
      const q = lookups[i];
      byId.set(r.coursePk1, q?.data ? { course: q.data } : q?.error ? { error: reasonOf(q.error) } : {});
    });
    for (const r of rows) if (r.course) byId.set(r.coursePk1, { course: r.course });
    return byId;
  }, [rows, lookups]);
  const label = (pk1: string) => courseLabel(pk1, courses.get(pk1)?.course);

  const [last, setLast] = useState<{ report: SaveReport; labels: Record<string, string> } | null>(null);
  const [removing, setRemoving] = useState<AssociationRow | null>(null);
  // Bumped when a confirmed removal ends. The heading takes focus in an effect, after the commit that
  // closes the dialog: closing gives focus back to its opener (the row's Remove, now gone), which
  // would otherwise undo a focus() made before it and leave focus on the page itself.
  const [removedSeq, setRemovedSeq] = useState(0);
  useEffect(() => {
    if (removedSeq > 0) heading.current?.focus();
  }, [removedSeq]);

  const replaceInList = (update: (items: gh.Association[]) => gh.Association[]) =>
    queryClient.setQueryData(listOptions.queryKey, (old) => (old ? update(old) : old));

  const save = useMutation({
    mutationFn: () => saveAssociations({ hurdle, learn }, savePlan(rows)),
    onSuccess: (report) => {
      const labels = Object.fromEntries(report.outcomes.map((o) => [o.coursePk1, label(o.coursePk1)]));
      replaceInList((items) => mergeOutcomes(items, report.outcomes));
      // Saved courses lose their edits; failed ones keep them for the next Save Changes.
      setDraft((d) =>
        report.outcomes.reduce((acc, o) => {
          if (o.kind === 'created' || o.kind === 'changed') return settled(acc, o.coursePk1, o.saved.status);
          return o.kind === 'gone' ? without(acc, o.coursePk1) : acc;
        }, d),
      );
      setLast({ report, labels });
    },
  });

  const retry = useMutation({
    // The association is saved already: only the notations step runs again.
    mutationFn: (coursePk1: string) => ensureHurdleNotations(learn, coursePk1),
    onSuccess: (notations) =>
      setLast((l) => {
        if (!l) return l;
        const outcomes = l.report.outcomes.map((o) =>
          o.kind === 'created' && o.coursePk1 === notations.coursePk1 ? { ...o, notations } : o,
        );
        const createdNotations = l.report.createdNotations + notations.created.length;
        return { ...l, report: { outcomes, createdNotations } };
      }),
  });

  const remove = useMutation({
    mutationFn: (row: AssociationRow) => hurdle.deleteAssociation({ CoursePk1: row.coursePk1 }),
    onSuccess: (_r, row) => {
      replaceInList((items) => items.filter((a) => a.coursePk1 !== row.coursePk1));
      setDraft((d) => without(d, row.coursePk1));
      setRemoving(null);
      toast.show({ text: format(m.removed, { course: label(row.coursePk1) }), tone: 'success' });
      setRemovedSeq((n) => n + 1);
    },
  });

  const onRemove = (row: AssociationRow) => {
    if (row.saved) {
      remove.reset();
      setRemoving(row);
      return;
    }
    // Not on the server yet: nothing to confirm.
    setDraft((d) => without(d, row.coursePk1));
    heading.current?.focus();
  };

  if (list.isPending) return <StatusView status="loading" loadingText={m.loadingAssociations} />;
  if (!list.data)
    return (
      <StatusView
        status="error"
        errorTitle={m.failedLoadAssociations}
        error={reasonOf(list.error)}
        errorAction={
          <Button onClick={() => void list.refetch()} busy={list.isFetching}>
            {m.refresh}
          </Button>
        }
      />
    );
  const dirty = isDirty(rows);
  return (
    <section aria-labelledby={headingId} className="gha-stack">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {m.associationsHeading}
      </h2>
      <div className="ct-toolbar" role="toolbar" aria-label={m.associationsHeading}>
        <Button onClick={() => void list.refetch()} busy={list.isFetching && !list.isPending}>
          {m.refresh}
        </Button>
        <Button
          variant="primary"
          busy={save.isPending}
          busyText={m.saving}
          // aria-disabled, not disabled: focus stays on the button after a save.
          aria-disabled={!dirty || undefined}
          onClick={() => {
            if (dirty) save.mutate();
          }}
        >
          {dirty ? m.saveChanges : m.saved}
        </Button>
      </div>
      {list.error ? (
        // A failed Refresh keeps the list it had (and the edits on it) and says why.
        <StatusView status="error" errorTitle={m.failedLoadAssociations} error={reasonOf(list.error)} />
      ) : null}
      {dirty ? <p className="gha-hint">{m.unsavedHint}</p> : null}
      <AssociationsTable
        rows={rows}
        courses={courses}
        onStatus={(pk1, status) => setDraft((d) => withStatus(d, pk1, status))}
        onRemove={onRemove}
      />
      <SaveSummary
        last={last}
        error={save.error}
        retrying={retry.isPending ? retry.variables : null}
        onRetry={(pk1) => retry.mutate(pk1)}
      />
      <RemoveDialog
        row={removing}
        label={removing ? label(removing.coursePk1) : ''}
        busy={remove.isPending}
        error={remove.error ? reasonOf(remove.error) : null}
        onConfirm={(row) => remove.mutate(row)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

/** The server's rows after a save: saved and current versions replace, removed ones go. */
function mergeOutcomes(items: gh.Association[], outcomes: CourseOutcome[]): gh.Association[] {
  let next = [...items];
  for (const o of outcomes) {
    const row = o.kind === 'created' || o.kind === 'changed' ? o.saved : o.kind === 'conflict' ? o.current : null;
    if (o.kind === 'gone') next = next.filter((a) => a.coursePk1 !== o.coursePk1);
    if (!row) continue;
    const at = next.findIndex((a) => a.coursePk1 === row.coursePk1);
    if (at >= 0) next[at] = row;
    else next.push(row);
  }
  return next;
}
