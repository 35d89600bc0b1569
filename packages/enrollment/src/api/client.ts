import * as e from '../contracts.ts';
import type { BackendCall } from '@tools/backend-api';

/**
 * Quick Enroll's back end (spec 000 §7). The server enrols the verified caller; the spec's
 * `userUuid` and `platformUrl` are sent as the spec describes but never trusted.
 */
export function enrollmentApi(call: BackendCall) {
  return {
    /** One page of courses (one Learn page of 100); pass the previous page's `nextKey` for the next. */
    searchCourses: (p: {
      searchType: e.SearchType;
      searchValue: string;
      nextKey?: string | null;
      userUuid?: string | null;
      platformUrl?: string | null;
    }) => call('get', 'courses', e.CoursesPage, { query: p }) as Promise<e.CoursesPage>,
    setMembership: (p: {
      courseId: string;
      action: 'enroll' | 'unenroll';
      userUuid?: string | null;
      platformUrl?: string | null;
    }) => call('put', 'memberships', e.MembershipResult, { query: p }) as Promise<e.MembershipResult>,
    /** The record of enrol/unenrol changes, newest first (Learn system administrators). */
    record: (p: { limit?: number; nextKey?: string | null } = {}) =>
      call('get', 'enrollment-log', e.EnrollmentLogPage, { query: p }) as Promise<e.EnrollmentLogPage>,
  };
}
export type EnrollmentApi = ReturnType<typeof enrollmentApi>;
