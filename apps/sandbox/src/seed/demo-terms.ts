import { DAY } from './random.ts';
import type { SeedBuilder } from './builder.ts';
import type { TermRec } from './types.ts';

const SEASONS = ['Spring', 'Summer', 'Fall'] as const;
/** Jan-May Spring, Jun-Jul Summer, else Fall. */
const seasonOf = (month: number) => (month <= 4 ? 0 : month <= 6 ? 1 : 2);

/**
 * "Spring 2026" style name of the semester `step` semesters after the one containing `ms` (0: that one).
 * Counted by semester, not by days: 150 days on from early January is still Spring, and three demo
 * terms must never share a name (a search by term name would then find the wrong courses).
 */
export function semesterName(ms: number, step = 0): string {
  const d = new Date(ms);
  const index = d.getUTCFullYear() * SEASONS.length + seasonOf(d.getUTCMonth()) + step;
  return `${SEASONS[((index % SEASONS.length) + SEASONS.length) % SEASONS.length]} ${Math.floor(index / SEASONS.length)}`;
}

export interface DemoTerms {
  previous: TermRec;
  current: TermRec;
  next: TermRec;
}

/** Three terms around `now`, so "current" is always current; named the semester before, this one and the next. */
export function addDemoTerms(b: SeedBuilder, dataSourceId: string): DemoTerms {
  const term = (offsetDays: number, step: number) => {
    const name = semesterName(b.now, step);
    return b.term(
      name.replace(' ', '-').toUpperCase(),
      name,
      (offsetDays - 60) * DAY,
      (offsetDays + 60) * DAY,
      dataSourceId,
    );
  };
  return { previous: term(-150, -1), current: term(0, 0), next: term(150, 1) };
}
