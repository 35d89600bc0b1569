import { queryOptions } from '@tanstack/react-query';
import type { LearnClient } from './client.ts';
import { listCalendarItems, type CalendarItemType } from './endpoints/calendar.ts';
import { getCourse } from './endpoints/courses.ts';
import { getTerm } from './endpoints/terms.ts';
import { listGradebookColumns } from './endpoints/gradebook-columns.ts';
import { getUserGrades } from './endpoints/grades.ts';
import { getCourseMembership, listCourseMemberships } from './endpoints/memberships.ts';
import { getUser, getUserCourses } from './endpoints/users.ts';

/**
 * Query keys: ['learn', baseUrl, entity, ...]. Never the token: keys show up in devtools,
 * logs and persisted caches. A different user means a different uuid in the key (or a new
 * QueryClient per launch), not a different token.
 */
/** `fields` changes the answer, so it is part of a key (sorted; null = every field). */
const fieldsPart = (fields?: readonly string[]) => ({ fields: fields ? [...fields].sort() : null });

export const learnKeys = {
  all: (baseUrl: string) => ['learn', baseUrl] as const,
  user: (baseUrl: string, userRef: string) => [...learnKeys.all(baseUrl), 'user', userRef] as const,
  /** The user read with only `fields` (a narrower answer than `user`'s, under its own key). */
  userFields: (baseUrl: string, userRef: string, fields: readonly string[]) =>
    [...learnKeys.user(baseUrl, userRef), fieldsPart(fields)] as const,
  userCourses: (baseUrl: string, userRef: string, role?: string) =>
    [...learnKeys.all(baseUrl), 'userCourses', userRef, { role: role ?? null }] as const,
  course: (baseUrl: string, courseRef: string) => [...learnKeys.all(baseUrl), 'course', courseRef] as const,
  memberships: (baseUrl: string, courseRef: string, role?: string) =>
    [...learnKeys.course(baseUrl, courseRef), 'memberships', { role: role ?? null }] as const,
  /** One user's membership in a course, as read with `fields` (every field when absent). */
  membership: (baseUrl: string, courseRef: string, userRef: string, fields?: readonly string[]) =>
    [...learnKeys.course(baseUrl, courseRef), 'membership', userRef, fieldsPart(fields)] as const,
  gradebookColumns: (baseUrl: string, courseRef: string) =>
    [...learnKeys.course(baseUrl, courseRef), 'gradebookColumns'] as const,
  userGrades: (baseUrl: string, courseRef: string, userRef: string) =>
    [...learnKeys.course(baseUrl, courseRef), 'userGrades', userRef] as const,
  term: (baseUrl: string, termId: string) => [...learnKeys.all(baseUrl), 'term', termId] as const,
  calendarItems: (baseUrl: string, userRef: string, since: string, until: string, type?: CalendarItemType) =>
    [...learnKeys.all(baseUrl), 'calendarItems', userRef, { since, until, type: type ?? null }] as const,
};

export function userQueryOptions(client: LearnClient, userRef: string) {
  return queryOptions({
    queryKey: learnKeys.user(client.baseUrl, userRef),
    queryFn: ({ signal }) => getUser(client, { userRef }, { signal }),
  });
}

/** A user's courses with each course expanded (one call per page instead of one per course). */
export function userCoursesQueryOptions(client: LearnClient, userRef: string, role?: string) {
  return queryOptions({
    queryKey: learnKeys.userCourses(client.baseUrl, userRef, role),
    queryFn: ({ signal }) =>
      getUserCourses(client, { userRef, ...(role ? { role } : {}) }, { signal, expand: 'course' }),
  });
}

export function courseQueryOptions(client: LearnClient, courseRef: string) {
  return queryOptions({
    queryKey: learnKeys.course(client.baseUrl, courseRef),
    queryFn: ({ signal }) => getCourse(client, { courseRef }, { signal }),
  });
}

/** One user's membership in a course (a 404 LearnError when not enrolled); `fields` narrows it. */
export function courseMembershipQueryOptions(
  client: LearnClient,
  args: { courseRef: string; userRef: string; fields?: readonly string[] },
) {
  const { courseRef, userRef, fields } = args;
  return queryOptions({
    queryKey: learnKeys.membership(client.baseUrl, courseRef, userRef, fields),
    queryFn: ({ signal }) =>
      getCourseMembership(client, { courseRef, userRef }, { signal, ...(fields ? { fields: [...fields] } : {}) }),
  });
}

/** Course members with their user record expanded. */
export function membershipsQueryOptions(client: LearnClient, courseRef: string, role?: string) {
  return queryOptions({
    queryKey: learnKeys.memberships(client.baseUrl, courseRef, role),
    queryFn: ({ signal }) =>
      listCourseMemberships(client, { courseRef, ...(role ? { role } : {}) }, { signal, expand: 'user' }),
  });
}

export function gradebookColumnsQueryOptions(client: LearnClient, courseRef: string) {
  return queryOptions({
    queryKey: learnKeys.gradebookColumns(client.baseUrl, courseRef),
    queryFn: ({ signal }) => listGradebookColumns(client, { courseRef }, { signal }),
  });
}

export function userGradesQueryOptions(client: LearnClient, courseRef: string, userRef: string) {
  return queryOptions({
    queryKey: learnKeys.userGrades(client.baseUrl, courseRef, userRef),
    queryFn: ({ signal }) => getUserGrades(client, { courseRef, userRef }, { signal }),
  });
}

/**
 * The calendar window [now, now + days] as `since`/`until`, rounded down to the minute so screens
 * opened within the same minute share one cached request (Assignments and the reminder centers
 * ask for the same 7 days, so they share it too).
 */
export function calendarWindow(now: number, days: number): { since: string; until: string } {
  const start = Math.floor(now / 60_000) * 60_000;
  return { since: new Date(start).toISOString(), until: new Date(start + days * 86_400_000).toISOString() };
}

/**
 * Calendar items of the signed-in user. `userRef` (their uuid) is in the key because the
 * endpoint answers for whoever the token belongs to; since/until come from `calendarWindow()` (rounded
 * to the minute) so the key is stable across renders.
 */
export function calendarItemsQueryOptions(
  client: LearnClient,
  args: { userRef: string; since: string; until: string; type?: CalendarItemType },
) {
  return queryOptions({
    queryKey: learnKeys.calendarItems(client.baseUrl, args.userRef, args.since, args.until, args.type),
    queryFn: ({ signal }) =>
      listCalendarItems(
        client,
        { since: args.since, until: args.until, ...(args.type ? { type: args.type } : {}) },
        { signal },
      ),
  });
}

export function termQueryOptions(client: LearnClient, termId: string) {
  return queryOptions({
    queryKey: learnKeys.term(client.baseUrl, termId),
    queryFn: ({ signal }) => getTerm(client, { termId }, { signal }),
  });
}
