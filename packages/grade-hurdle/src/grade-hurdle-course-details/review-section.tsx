import { useMutation } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import { patchColumnGrade, useLearnClient } from '@tools/learn-api';
import { Button, InlineAlert, useToast } from '@tools/ui';
import { useCallback, useMemo, useState } from 'react';
import type { GradableItem } from '../data/learn-data.ts';
import type { HurdleRules } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { errorText } from './queries.ts';
import { planText, resultText, type ReviewRow } from './review-rows.ts';
import { ReviewTable } from './review-table.tsx';
import { RunsList } from './runs-list.tsx';
import { useEvaluation } from './use-evaluation.ts';
import { useWriteBack, WriteBackButton, WriteBackStatus } from './write-back.tsx';

export interface ReviewSectionProps {
  course: { id: string };
  items: readonly GradableItem[];
  /** The rules being edited: what Evaluate shows. */
  rules: HurdleRules;
  /** The rules saved on the server: what write-back applies. */
  savedRules: HurdleRules;
  unsaved: boolean;
  /** False when the saved rules could not be read: write-back would not know what was saved. */
  savedKnown: boolean;
}

/** 3) Evaluate & Review: the dry run, its table, write-back with undo, clear override. */
export function ReviewSection({ course, items, rules, savedRules, unsaved, savedKnown }: ReviewSectionProps) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const toast = useToast();
  const evaluation = useEvaluation(course.id, items);
  const { result, evaluate } = evaluation;
  const [notice, setNotice] = useState<string | null>(null);
  const writeBack = useWriteBack(course.id, evaluation, savedRules);

  const run = useMutation({
    mutationFn: () => evaluate(rules),
    onSuccess: (r) => setNotice(format(m.evaluationComplete, { count: r.evaluations.length })),
  });

  const clear = useMutation({
    mutationFn: async (row: ReviewRow) => {
      const e = row.evaluation;
      if (!e.finalGradeColumnId) throw new Error(m.missingFinalGradeColumn);
      await patchColumnGrade(client, {
        courseRef: course.id,
        columnId: e.finalGradeColumnId,
        userRef: e.userId,
        grade: { score: null },
      });
      if (result) await evaluate(result.rules);
    },
    onSuccess: (_v, row) =>
      toast.show({ text: format(m.overrideCleared, { name: row.evaluation.name }), durationMs: 4000 }),
    onError: (error, row) =>
      toast.show({
        tone: 'error',
        text: format(m.clearOverrideFailed, { name: row.evaluation.name, reason: errorText(error, m.writeBackFailed) }),
        durationMs: 4000,
      }),
  });
  const onClearOverride = useCallback((row: ReviewRow) => clear.mutate(row), [clear]);

  // A sub-rule without its item cannot be evaluated (it would read as "a removed item").
  const incomplete = rules.subRules.some((r) => !r.contentId);
  const rows = useMemo<ReviewRow[]>(
    () =>
      (result?.evaluations ?? []).map((evaluation, i) => {
        const plan = result!.plans[i]!;
        const done = resultText(writeBack.bulk.results.get(evaluation.userId), m);
        return { evaluation, plan, writeBack: done ?? planText(plan, evaluation, m) };
      }),
    [result, writeBack.bulk.results, m],
  );

  return (
    <div className="gh-stack">
      <p className="gh-hint">{m.evaluateHint}</p>
      <div className="gh-inline">
        <Button
          variant="primary"
          busy={run.isPending}
          busyText={m.evaluating}
          disabled={incomplete}
          onClick={() => run.mutate()}
        >
          {m.evaluate}
        </Button>
        {/* Not disabled while it prepares (busy says so and ignores presses): a disabled button drops focus
            to the page, and the confirmation would then give focus back to the page on Cancel (issue 24 §2). */}
        <WriteBackButton writeBack={writeBack} disabled={!savedKnown || unsaved || !result || writeBack.bulk.active} />
      </div>
      {incomplete && <p className="gh-hint">{m.chooseItemsFirst}</p>}
      {!savedKnown && <p className="gh-hint">{m.writeBackNeedsServer}</p>}
      {savedKnown && unsaved && <p className="gh-hint">{m.saveBeforeWriting}</p>}
      <WriteBackStatus writeBack={writeBack} />
      {run.isError && <InlineAlert>{errorText(run.error, m.evaluationFailed)}</InlineAlert>}
      <p role="status" className="gh-hint">
        {notice}
      </p>
      {result && (
        <ReviewTable
          courseId={course.id}
          rows={rows}
          onClearOverride={onClearOverride}
          clearing={clear.isPending ? (clear.variables?.evaluation.userId ?? null) : null}
        />
      )}
      <RunsList courseId={course.id} onUndone={() => (result ? evaluate(result.rules) : Promise.resolve())} />
    </div>
  );
}
