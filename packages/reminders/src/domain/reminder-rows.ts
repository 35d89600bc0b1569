import type { CalendarItem, UserCourseMembership } from '@tools/learn-api';

/** Reminders are for assignments due in the next 7 days (learn-api's calendarWindow() makes the window). */
export const DUE_WINDOW_DAYS = 7;

/** One assignment a reminder can be sent for: due in the next 7 days in a course the user teaches. */
export interface ReminderRow {
  /** Learn's primary id of the course (what the server is asked with). */
  courseRef: string;
  courseId: string;
  courseName: string;
  columnId: string;
  assignment: string;
  due: string;
}

/** Course roles that may send reminders (the server checks the same with Learn). */
const TEACHING = new Set(['instructor', 'teachingassistant']);
const teaches = (roleId: string | undefined) => {
  const id = (roleId ?? '').trim().toLowerCase();
  return TEACHING.has(id) || id.includes('instructor');
};

/**
 * Gradebook calendar items of the courses the user teaches, soonest first. The calendar lists
 * every course of the user, so the memberships (with the course expanded) pick the taught ones.
 */
export function reminderRows(memberships: UserCourseMembership[], items: CalendarItem[]): ReminderRow[] {
  const taught = new Map(
    memberships
      .filter((m) => m.courseId && teaches(m.courseRoleId))
      .map((m) => [m.courseId as string, { courseId: m.course?.courseId ?? '', courseName: m.course?.name ?? '' }]),
  );
  return items
    .filter((i) => i.type === 'GradebookColumn' && i.id && i.end && i.calendarId && taught.has(i.calendarId))
    .map((i) => {
      const course = taught.get(i.calendarId as string)!;
      return {
        courseRef: i.calendarId as string,
        courseId: course.courseId,
        courseName: course.courseName || (i.calendarName ?? ''),
        columnId: i.id as string,
        assignment: i.title ?? '',
        due: i.end as string,
      };
    })
    .sort((a, b) => Date.parse(a.due) - Date.parse(b.due) || a.courseId.localeCompare(b.courseId));
}
