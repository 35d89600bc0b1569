import type { UserCourseMembership } from '@tools/learn-api';

export interface CourseRow {
  id: string;
  courseId: string;
  name: string;
  ultraStatus: string;
  role: string;
  available: boolean;
  externalAccessUrl: string | null;
}

/** One roster row per membership, from the expanded course (no request per course). */
export function toCourseRows(memberships: UserCourseMembership[]): CourseRow[] {
  return memberships.map((m) => ({
    id: m.course?.id ?? m.courseId ?? '',
    courseId: m.course?.courseId ?? m.courseId ?? '',
    name: m.course?.name ?? '',
    ultraStatus: m.course?.ultraStatus ?? '',
    role: m.courseRoleId ?? '',
    available: m.course?.availability?.available === 'Yes',
    externalAccessUrl: m.course?.externalAccessUrl ?? null,
  }));
}
