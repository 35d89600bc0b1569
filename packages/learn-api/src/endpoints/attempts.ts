import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { AttemptSchema, attemptDefinition, type Attempt } from '../schemas/attempt.ts';
import { sendAll } from './call.ts';

export const listAttemptsEndpoint = endpoint('GET', '/v2/courses/{courseId}/gradebook/columns/{columnId}/attempts', {
  maxPageSize: 100,
  response: { schema: AttemptSchema, definition: attemptDefinition },
});

/**
 * Attempts on a column (all pages), optionally of one user. v2, because only v2 has
 * attemptDate, which the late-penalty and hurdle tools compare against the due date.
 */
export function listAttempts(
  client: LearnClient,
  args: { courseRef: string; columnId: string; userId?: string },
  options?: CallOptions,
): Promise<Attempt[]> {
  return sendAll(
    client,
    listAttemptsEndpoint,
    { courseId: ref(args.courseRef), columnId: id(args.columnId) },
    AttemptSchema,
    options,
    {
      userId: args.userId,
    },
  );
}
