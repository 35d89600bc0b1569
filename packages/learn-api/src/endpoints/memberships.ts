import type { LearnClient } from '../client.ts';
import { endpoint } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import {
  CourseMembershipSchema,
  courseMembershipDefinition,
  type CourseMembership,
} from '../schemas/course-membership.ts';
import { send, sendAll } from './call.ts';

export const getCourseMembershipEndpoint = endpoint('GET', '/v1/courses/{courseId}/users/{userId}', {
  response: { schema: CourseMembershipSchema, definition: courseMembershipDefinition, expandable: ['user'] },
});

/** One user's membership in a course (a 404 LearnError when not enrolled). */
export function getCourseMembership(
  client: LearnClient,
  args: { courseRef: string; userRef: string },
  options?: CallOptions,
): Promise<CourseMembership> {
  return send(
    client,
    getCourseMembershipEndpoint,
    { courseId: ref(args.courseRef), userId: ref(args.userRef) },
    CourseMembershipSchema,
    options,
  );
}

export const listCourseMembershipsEndpoint = endpoint('GET', '/v1/courses/{courseId}/users', {
  maxPageSize: 200,
  response: { schema: CourseMembershipSchema, definition: courseMembershipDefinition, expandable: ['user'] },
});

/**
 * Every membership of a course (all pages of 200). Filter by `role` on the server rather
 * than in the browser, and pass expand: 'user' instead of one /users call per member.
 */
export function listCourseMemberships(
  client: LearnClient,
  args: { courseRef: string; role?: string },
  options?: CallOptions,
): Promise<CourseMembership[]> {
  return sendAll(
    client,
    listCourseMembershipsEndpoint,
    { courseId: ref(args.courseRef) },
    CourseMembershipSchema,
    options,
    { role: args.role },
  );
}
