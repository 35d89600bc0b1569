import { queryOptions } from '@tanstack/react-query';
import type pLimit from 'p-limit';
import { learnKeys, listQuestions, type LearnClient } from '@tools/learn-api';

/** Spec 002 §7/§9: up to 4 assessments load their questions at once. */
export const QUESTION_CONCURRENCY = 4;

type Limit = ReturnType<typeof pLimit>;

export function questionsQueryOptions(client: LearnClient, courseRef: string, assessmentId: string, limit: Limit) {
  return queryOptions({
    queryKey: [...learnKeys.course(client.baseUrl, courseRef), 'assessment', assessmentId, 'questions'] as const,
    // The shared limit keeps at most 4 question listings in flight, however many assessments open at once.
    queryFn: ({ signal }) =>
      limit(() => {
        signal.throwIfAborted();
        return listQuestions(client, { courseRef, assessmentId }, { signal });
      }),
    staleTime: 5 * 60_000,
  });
}
