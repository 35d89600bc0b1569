import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBulkLeaseFor } from '@tools/backend-api/bulk-lease';
import type { BulkReport } from '@tools/bulk';
import { createRubric, learnQuotaGuard, useLearnClient, type Rubric } from '@tools/learn-api';
import { useBulkRun } from '@tools/ui';
import type { TransformedRubric, UploadStep } from '../domain/index.ts';
import { planUpload } from '../domain/upload-plan.ts';
import { courseRubricTitlesQueryOptions } from './course-queries.ts';

export interface SendTexts {
  skippedDuplicate: string;
  skippedInvalid: string;
}

/**
 * 'Send to Blackboard' on the bulk runner: the plan is made against the course's rubric titles
 * read just before, then one POST per rubric, in sequence (spec 000 §7: concurrency 1). A POST is
 * never abandoned on Cancel (Learn may already have created the rubric); 'Retry' plans again
 * from Learn, so a rubric that was created after all is a duplicate, not posted twice. One send
 * per course at a time (the course's `upload-rubric` lease); a send that waited for another plans
 * again from the titles Learn has then, so the other's rubrics are duplicates, not posted twice.
 */
export function useSendRubrics(texts: SendTexts) {
  const client = useLearnClient();
  const queryClient = useQueryClient();
  const leaseFor = useBulkLeaseFor();
  const [steps, setSteps] = useState<UploadStep[] | null>(null);
  // The course of the send in progress (primary id), read by each POST.
  const coursePk = useRef('');
  const bulk = useBulkRun<UploadStep, Rubric>({
    // Learn's daily allowance nearly spent: the upload waits instead of failing half-way.
    ...learnQuotaGuard(client),
    key: (s) => s.key,
    skip: (s) => (s.kind === 'duplicate' ? texts.skippedDuplicate : s.kind === 'invalid' ? texts.skippedInvalid : null),
    run: (s) => {
      if (s.kind !== 'send' && s.kind !== 'copy') throw new Error('unreachable: skipped steps are not run');
      return createRubric(client, { courseRef: coursePk.current, rubric: s.body });
    },
    concurrency: 1,
  });

  const send = useCallback(
    async (
      target: string,
      rubrics: TransformedRubric[],
      copies: ReadonlySet<string>,
    ): Promise<BulkReport<UploadStep, Rubric>> => {
      coursePk.current = target;
      const titles = courseRubricTitlesQueryOptions(client, target);
      const planNow = async () => {
        const plan = planUpload(rubrics, await queryClient.fetchQuery({ ...titles, staleTime: 0 }), copies);
        setSteps(plan);
        return plan;
      };
      const plan = await planNow();
      try {
        return await bulk.start(plan, {
          lease: leaseFor({ kind: 'upload-rubric', courseId: target }),
          prepare: async (_signal, { waited }) => (waited ? planNow() : undefined),
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: titles.queryKey });
      }
    },
    [bulk, client, queryClient, leaseFor],
  );

  return { bulk, steps, send };
}
