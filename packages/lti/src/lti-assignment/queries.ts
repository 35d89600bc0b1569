import {
  courseMembershipQueryOptions,
  membershipsQueryOptions,
  type CourseMembership,
  type LearnClient,
} from '@tools/learn-api';
import { isStudentMembership } from '../domain/index.ts';

/** The launching user's own membership: its role decides the view (spec 000 §4). */
export function enrollmentQueryOptions(client: LearnClient, courseUuid: string, uuid: string) {
  return courseMembershipQueryOptions(client, { courseRef: courseUuid, userRef: uuid });
}

export interface StudentRow {
  /** Learn user uuid = the LTI user id the AGS score is for. */
  uuid: string;
  name: string;
}

function displayName(m: CourseMembership): string {
  const name = m.user?.name;
  const full = [name?.given, name?.family].filter(Boolean).join(' ');
  return full || m.user?.userName || m.userId || '';
}

/** Students of the course, sorted by name. Members without a uuid cannot be graded through AGS. */
export function toStudentRows(memberships: CourseMembership[]): StudentRow[] {
  return memberships
    .filter(isStudentMembership)
    .flatMap((m) => (m.user?.uuid ? [{ uuid: m.user.uuid, name: displayName(m) }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Spec 000 §7: course users at the largest page (200) following paging.nextPage, students only.
 * The role filter is applied by Learn; the client filter keeps the list right if it is not.
 */
export function studentsQueryOptions(client: LearnClient, courseUuid: string) {
  return membershipsQueryOptions(client, courseUuid, 'Student');
}
