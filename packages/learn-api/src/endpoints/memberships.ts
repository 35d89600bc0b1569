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

export const createCourseMembershipEndpoint = endpoint('PUT', '/v1/courses/{courseId}/users/{userId}', {
  response: { schema: CourseMembershipSchema, definition: courseMembershipDefinition },
});

/** Enrols a user (Learn answers 409 when already enrolled). Needs an application or admin token. */
export function createCourseMembership(
  client: LearnClient,
  args: { courseRef: string; userRef: string; courseRoleId: string },
  options?: CallOptions,
): Promise<CourseMembership> {
  return send(
    client,
    createCourseMembershipEndpoint,
    { courseId: ref(args.courseRef), userId: ref(args.userRef) },
    CourseMembershipSchema,
    options,
    { json: { courseRoleId: args.courseRoleId, availability: { available: 'Yes' } } },
  );
}

export const deleteCourseMembershipEndpoint = endpoint('DELETE', '/v1/courses/{courseId}/users/{userId}');

/** Removes a user's membership (Learn answers 404 when there is none). */
export function deleteCourseMembership(
  client: LearnClient,
  args: { courseRef: string; userRef: string },
  options?: CallOptions,
): Promise<unknown> {
  return send(
    client,
    deleteCourseMembershipEndpoint,
    { courseId: ref(args.courseRef), userId: ref(args.userRef) },
    undefined,
    options,
  );
}
