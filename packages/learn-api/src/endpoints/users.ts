import type { LearnClient } from '../client.ts';
import { endpoint } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import {
  UserCourseMembershipSchema,
  courseMembershipDefinition,
  type UserCourseMembership,
} from '../schemas/course-membership.ts';
import { UserSchema, userDefinition, type User } from '../schemas/user.ts';
import { send, sendAll } from './call.ts';

export const getUserEndpoint = endpoint('GET', '/v1/users/{userId}', {
  response: { schema: UserSchema, definition: userDefinition },
});

/** One user; `userRef` may be 'me', a primary id or a uuid. */
export function getUser(client: LearnClient, args: { userRef: string }, options?: CallOptions): Promise<User> {
  return send(client, getUserEndpoint, { userId: ref(args.userRef) }, UserSchema, options);
}

export const getUserCoursesEndpoint = endpoint('GET', '/v1/users/{userId}/courses', {
  maxPageSize: 100,
  response: { schema: UserCourseMembershipSchema, definition: courseMembershipDefinition, expandable: ['course'] },
});

/** All of a user's course memberships (every page). Pass expand: 'course' to get each course in the same call. */
export function getUserCourses(
  client: LearnClient,
  args: { userRef: string; role?: string },
  options?: CallOptions,
): Promise<UserCourseMembership[]> {
  return sendAll(client, getUserCoursesEndpoint, { userId: ref(args.userRef) }, UserCourseMembershipSchema, options, {
    role: args.role,
  });
}

export const searchUsersEndpoint = endpoint('GET', '/v1/users', {
  maxPageSize: 100,
  response: { schema: UserSchema, definition: userDefinition },
});

/** Users whose family name (or userName) contains the value; needs an admin or application token. */
export function searchUsers(
  client: LearnClient,
  args: { familyName?: string; userName?: string },
  options?: CallOptions,
): Promise<User[]> {
  return sendAll(client, searchUsersEndpoint, {}, UserSchema, options, {
    'name.family': args.familyName,
    userName: args.userName,
  });
}
