import type { LearnClient } from '../client.ts';
import { endpoint } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import {
  GradeNotationSchema,
  gradeNotationDefinition,
  type GradeNotation,
  type GradeNotationInput,
} from '../schemas/grade-notation.ts';
import { send, sendAll } from './call.ts';

const response = { schema: GradeNotationSchema, definition: gradeNotationDefinition };

export const listGradeNotationsEndpoint = endpoint('GET', '/v1/courses/{courseId}/gradebook/gradeNotations', {
  maxPageSize: 100,
  response,
});
export const createGradeNotationEndpoint = endpoint('POST', '/v1/courses/{courseId}/gradebook/gradeNotations', {
  response,
});

/** Every grade notation of a course (all pages). */
export function listGradeNotations(
  client: LearnClient,
  args: { courseRef: string },
  options?: CallOptions,
): Promise<GradeNotation[]> {
  return sendAll(client, listGradeNotationsEndpoint, { courseId: ref(args.courseRef) }, GradeNotationSchema, options);
}

/** Creates a notation (POST: not retried; list first to avoid duplicates). */
export function createGradeNotation(
  client: LearnClient,
  args: { courseRef: string; notation: GradeNotationInput },
  options?: CallOptions,
): Promise<GradeNotation> {
  return send(client, createGradeNotationEndpoint, { courseId: ref(args.courseRef) }, GradeNotationSchema, options, {
    json: args.notation,
  });
}
