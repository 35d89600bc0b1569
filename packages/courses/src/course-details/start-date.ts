import type { Course, Term } from '@tools/learn-api';

/**
 * Learn has no single "start date" on a course. In order: the course's own date-range
 * availability, else its term's start (the usual case for term-based courses), else the date
 * the course was created (Learn hides `created` from enrolled users, so it may be absent).
 */
export function startDateOf(course: Course, term: Term | undefined): string | undefined {
  return course.availability?.duration?.start ?? term?.availability?.duration?.start ?? course.created ?? undefined;
}

/** Whether the term is needed for the start date (one extra request only in that case). */
export function needsTerm(course: Course): boolean {
  return !course.availability?.duration?.start && Boolean(course.termId);
}
