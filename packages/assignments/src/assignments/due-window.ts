import type { CalendarItem } from '@tools/learn-api';

export const DUE_WINDOW_DAYS = 7;

/**
 * The window [now, now + 7 days], as Learn's calendar `since`/`until` want it. Rounded down to
 * the minute so screens opened within the same minute share one cached request.
 */
export function dueWindow(now: number): { since: string; until: string } {
  const start = Math.floor(now / 60_000) * 60_000;
  return { since: new Date(start).toISOString(), until: new Date(start + DUE_WINDOW_DAYS * 86_400_000).toISOString() };
}

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
