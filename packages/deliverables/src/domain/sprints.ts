import type { Day } from './dates.ts';

/** One sprint of the calendar. */
export interface Sprint {
  name: string;
  start: Day;
  end: Day;
}

/** Spec 001 §9: the only year with a published calendar. */
export const CALENDAR_YEAR = 2025;
export const SPRINTS_PER_YEAR = 26;

function addDays(d: Day, days: number): Day {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/**
 * 2025's 26 two-week sprints, '2025 SprintN': the first runs Jan 1-12 (the year starts on a
 * Wednesday), each later one two weeks from the Monday after.
 */
export function sprintCalendar(): Sprint[] {
  const sprints: Sprint[] = [
    {
      name: `${CALENDAR_YEAR} Sprint1`,
      start: { year: CALENDAR_YEAR, month: 1, day: 1 },
      end: { year: CALENDAR_YEAR, month: 1, day: 12 },
    },
  ];
  let start = { year: CALENDAR_YEAR, month: 1, day: 13 };
  for (let n = 2; n <= SPRINTS_PER_YEAR; n++) {
    sprints.push({ name: `${CALENDAR_YEAR} Sprint${n}`, start, end: addDays(start, 13) });
    start = addDays(start, 14);
  }
  return sprints;
}

const key = (d: Day) => d.year * 10_000 + d.month * 100 + d.day;

/**
 * The sprint a day falls in. In 2025 the calendar's sprint (Sprint1 before its start,
 * Sprint26 after its end); any other year '{year} Sprint1' (no calendar is published for it).
 */
export function sprintOf(day: Day): string {
  if (day.year !== CALENDAR_YEAR) return `${day.year} Sprint1`;
  const calendar = sprintCalendar();
  const first = calendar[0] as Sprint;
  const last = calendar[calendar.length - 1] as Sprint;
  if (key(day) < key(first.start)) return first.name;
  if (key(day) > key(last.end)) return last.name;
  return (calendar.find((s) => key(day) >= key(s.start) && key(day) <= key(s.end)) ?? last).name;
}
