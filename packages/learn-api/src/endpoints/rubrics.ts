import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { RubricSchema, rubricDefinition, type Rubric, type RubricInput } from '../schemas/rubric.ts';
import { send, sendAll } from './call.ts';

const response = { schema: RubricSchema, definition: rubricDefinition };

export const listRubricsEndpoint = endpoint('GET', '/v1/courses/{courseId}/rubrics', { maxPageSize: 100, response });
export const getRubricEndpoint = endpoint('GET', '/v1/courses/{courseId}/rubrics/{rubricId}', { response });
export const createRubricEndpoint = endpoint('POST', '/v1/courses/{courseId}/rubrics', { response });
export const deleteRubricEndpoint = endpoint('DELETE', '/v1/courses/{courseId}/rubrics/{rubricId}');

/**
 * Every rubric of a course (all pages). The migrator asks for `fields: ['id', 'title']` to
 * find the titles a re-run must not post again.
 */
export function listRubrics(
  client: LearnClient,
  args: { courseRef: string },
  options?: CallOptions,
): Promise<Rubric[]> {
  return sendAll(client, listRubricsEndpoint, { courseId: ref(args.courseRef) }, RubricSchema, options);
}

/** One rubric; pass `expand: ['columns', 'rows', 'cells']` for its grid. */
export function getRubric(
  client: LearnClient,
  args: { courseRef: string; rubricId: string },
  options?: CallOptions,
): Promise<Rubric> {
  const params = { courseId: ref(args.courseRef), rubricId: id(args.rubricId) };
  return send(client, getRubricEndpoint, params, RubricSchema, options);
}

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

/** Deletes a rubric; `forceDelete` also removes its associations and evaluations (the swagger's flag). */
export async function deleteRubric(
  client: LearnClient,
  args: { courseRef: string; rubricId: string; forceDelete?: boolean },
  options?: CallOptions,
): Promise<void> {
  const params = { courseId: ref(args.courseRef), rubricId: id(args.rubricId) };
  await send(client, deleteRubricEndpoint, params, undefined, options, {
    searchParams: { forceDelete: args.forceDelete },
  });
}
