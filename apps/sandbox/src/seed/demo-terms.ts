import { DAY } from './random.ts';
import type { SeedBuilder } from './builder.ts';
import type { TermRec } from './types.ts';

/** "Spring 2026" style name for the semester containing `ms` (Jan-May Spring, Jun-Jul Summer, else Fall). */
export function semesterName(ms: number): string {
  const d = new Date(ms);
  const month = d.getUTCMonth();
  const season = month <= 4 ? 'Spring' : month <= 6 ? 'Summer' : 'Fall';
  return `${season} ${d.getUTCFullYear()}`;
}

export interface DemoTerms {
  previous: TermRec;
  current: TermRec;
  next: TermRec;
}

/** Three terms around `now`, so "current" is always current. */
export function addDemoTerms(b: SeedBuilder, dataSourceId: string): DemoTerms {
  const term = (offsetDays: number) => {
    const name = semesterName(b.now + offsetDays * DAY);
    return b.term(
      name.replace(' ', '-').toUpperCase(),
      name,
      (offsetDays - 60) * DAY,
      (offsetDays + 60) * DAY,
      dataSourceId,
    );
  };
  return { previous: term(-150), current: term(0), next: term(150) };
}
