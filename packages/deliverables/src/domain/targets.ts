import { DUE_SOON_DAYS } from './columns.ts';
import { daysBetween, parseDay, type Day } from './dates.ts';

export const DONE = 'DONE';

export type Target =
  { kind: 'empty' } | { kind: 'done' } | { kind: 'date'; day: Day } | { kind: 'invalid'; text: string };

/** A target cell: a date, the word DONE (any casing), empty, or something else (shown as is). */
export function parseTarget(raw: string | number | undefined): Target {
  const t = raw === undefined ? '' : String(raw).trim();
  if (t === '') return { kind: 'empty' };
  if (t.toUpperCase() === DONE) return { kind: 'done' };
  const day = parseDay(t);
  return day ? { kind: 'date', day } : { kind: 'invalid', text: t };
}

export type TargetTone = 'past-due' | 'due-soon' | null;

/** Spec 001 §5: past-due dates are red, dates within 7 days amber; DONE and empty are neither. */
export function targetTone(raw: string | number | undefined, today: Day): TargetTone {
  const target = parseTarget(raw);
  if (target.kind !== 'date') return null;
  const days = daysBetween(today, target.day);
  if (days < 0) return 'past-due';
  if (days <= DUE_SOON_DAYS) return 'due-soon';
  return null;
}

/** Missing, unreadable or in the past; DONE is accepted (spec 001 §5 exceptions). */
export function targetMissingOrPast(raw: string | number | undefined, today: Day): boolean {
  const target = parseTarget(raw);
  if (target.kind === 'done') return false;
  if (target.kind !== 'date') return true;
  return daysBetween(today, target.day) < 0;
}

/** "Mark DONE switches the field to DONE; Set Date switches back to empty." */
export const markDone = (): string => DONE;
export const setDate = (): string => '';
