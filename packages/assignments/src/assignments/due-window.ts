import type { CalendarItem } from '@tools/learn-api';

/** Assignments due in the next 7 days (learn-api's calendarWindow() makes the window). */
export const DUE_WINDOW_DAYS = 7;

export interface UpcomingAssignment {
  id: string;
  title: string;
  courseName: string;
  due: string;
  description: string | null;
}

/** Only gradebook-column items are assignments; soonest first. */
export function toUpcoming(items: CalendarItem[]): UpcomingAssignment[] {
  return items
    .filter((i) => i.type === 'GradebookColumn' && i.end)
    .map((i) => ({
      id: i.id ?? `${i.calendarId}:${i.title}`,
      title: i.title ?? '',
      courseName: i.calendarName ?? '',
      due: i.end as string,
      description: i.description?.trim() ? i.description : null,
    }))
    .sort((a, b) => Date.parse(a.due) - Date.parse(b.due));
}
