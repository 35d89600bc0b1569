import type { LearnClient } from '../client.ts';
import { endpoint } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { RubricSchema, rubricDefinition, type Rubric, type RubricInput } from '../schemas/rubric.ts';
import { send } from './call.ts';

export const createRubricEndpoint = endpoint('POST', '/v1/courses/{courseId}/rubrics', {
  response: { schema: RubricSchema, definition: rubricDefinition },
});

/** Creates one rubric (POST, never retried). The migrator calls this in sequence, one per rubric. */
export function createRubric(
  client: LearnClient,
  args: { courseRef: string; rubric: RubricInput },
  options?: CallOptions,
): Promise<Rubric> {
  return send(client, createRubricEndpoint, { courseId: ref(args.courseRef) }, RubricSchema, options, {
    json: args.rubric,
  });
}
