import type { UserCourseMembership } from '@tools/learn-api';

export interface InstructorCourseRow {
  /** Position in the list, used to find the course's tree query. */
  index: number;
  id: string;
  courseId: string;
  name: string;
  ultraStatus: string;
  available: boolean;
}

/** Instructor memberships -> rows (course expanded in the same call, 000 §6: role Instructor). */
export function instructorCourseRows(memberships: UserCourseMembership[]): InstructorCourseRow[] {
  return memberships
    .filter((m) => (m.courseRoleId ?? '').toLowerCase() === 'instructor')
    .map((m) => ({ id: m.course?.id ?? m.courseId ?? '', m }))
    .filter(({ id }) => id !== '')
    .map(({ id, m }, index) => ({
      index,
      id,
      courseId: m.course?.courseId ?? '',
      name: m.course?.name ?? '',
      ultraStatus: m.course?.ultraStatus ?? '',
      available: m.course?.availability?.available === 'Yes',
    }));
}
