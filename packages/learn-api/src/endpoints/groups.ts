import type { LearnClient } from '../client.ts';
import { endpoint } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { GroupSchema, groupDefinition, type Group } from '../schemas/group.ts';
import { sendAll } from './call.ts';

export const listGroupsEndpoint = endpoint('GET', '/v1/courses/{courseId}/groups', {
  maxPageSize: 100,
  response: { schema: GroupSchema, definition: groupDefinition },
});

/** Every group of a course (all pages). */
export function listGroups(client: LearnClient, args: { courseRef: string }, options?: CallOptions): Promise<Group[]> {
  return sendAll(client, listGroupsEndpoint, { courseId: ref(args.courseRef) }, GroupSchema, options);
}
