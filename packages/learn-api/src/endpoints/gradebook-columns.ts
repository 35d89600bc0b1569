import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import {
  GradebookColumnSchema,
  GradebookColumnV1Schema,
  gradebookColumnDefinition,
  gradebookColumnV1Definition,
  type GradebookColumn,
  type GradebookColumnInput,
  type GradebookColumnV1,
} from '../schemas/gradebook-column.ts';
import { send, sendAll } from './call.ts';

const v1 = { schema: GradebookColumnV1Schema, definition: gradebookColumnV1Definition };
const v2 = { schema: GradebookColumnSchema, definition: gradebookColumnDefinition };

export const listGradebookColumnsV1Endpoint = endpoint('GET', '/v1/courses/{courseId}/gradebook/columns', {
  maxPageSize: 200,
  response: v1,
});
export const listGradebookColumnsEndpoint = endpoint('GET', '/v2/courses/{courseId}/gradebook/columns', {
  maxPageSize: 200,
  response: v2,
});
export const getGradebookColumnV1Endpoint = endpoint('GET', '/v1/courses/{courseId}/gradebook/columns/{columnId}', {
  response: v1,
});
export const getGradebookColumnEndpoint = endpoint('GET', '/v2/courses/{courseId}/gradebook/columns/{columnId}', {
  response: v2,
});
export const createGradebookColumnEndpoint = endpoint('POST', '/v2/courses/{courseId}/gradebook/columns', {
  response: v2,
});
export const deleteGradebookColumnEndpoint = endpoint('DELETE', '/v2/courses/{courseId}/gradebook/columns/{columnId}');

type ColumnFor<V extends 1 | 2> = V extends 1 ? GradebookColumnV1 : GradebookColumn;

/** Every gradebook column of a course (all pages of 200); version 2 (default) adds category and display name. */
export function listGradebookColumns<V extends 1 | 2 = 2>(
  client: LearnClient,
  args: { courseRef: string; version?: V; contentId?: string },
  options?: CallOptions,
): Promise<ColumnFor<V>[]> {
  const params = { courseId: ref(args.courseRef) };
  const search = { contentId: args.contentId };
  const result =
    args.version === 1
      ? sendAll(client, listGradebookColumnsV1Endpoint, params, GradebookColumnV1Schema, options, search)
      : sendAll(client, listGradebookColumnsEndpoint, params, GradebookColumnSchema, options, search);
  return result as Promise<ColumnFor<V>[]>;
}

/** One column; `columnId` is a primary id, `externalId:…`, or `finalGrade`. */
export function getGradebookColumn<V extends 1 | 2 = 2>(
  client: LearnClient,
  args: { courseRef: string; columnId: string; version?: V },
  options?: CallOptions,
): Promise<ColumnFor<V>> {
  const params = { courseId: ref(args.courseRef), columnId: id(args.columnId) };
  const result =
    args.version === 1
      ? send(client, getGradebookColumnV1Endpoint, params, GradebookColumnV1Schema, options)
      : send(client, getGradebookColumnEndpoint, params, GradebookColumnSchema, options);
  return result as Promise<ColumnFor<V>>;
}

/** Creates a column (POST, never retried: a retry could create it twice). */
export function createGradebookColumn(
  client: LearnClient,
  args: { courseRef: string; column: GradebookColumnInput },
  options?: CallOptions,
): Promise<GradebookColumn> {
  return send(
    client,
    createGradebookColumnEndpoint,
    { courseId: ref(args.courseRef) },
    GradebookColumnSchema,
    options,
    { json: args.column },
  );
}

/**
 * Deletes a column (with its grades). Used only to undo a column this app just created twice
 * (two runs racing past the look before creating; `ensureLateColumn` in late-penalty).
 */
export async function deleteGradebookColumn(
  client: LearnClient,
  args: { courseRef: string; columnId: string },
  options?: CallOptions,
): Promise<void> {
  await send(
    client,
    deleteGradebookColumnEndpoint,
    { courseId: ref(args.courseRef), columnId: id(args.columnId) },
    undefined,
    options,
  );
}
