/**
 * Dates of the tracker: stored as mm/dd/yy (spec 001 §5), read in the shapes spreadsheets
 * give us, compared as calendar days (no time zone games: a day is y-m-d).
 */
export interface Day {
  year: number;
  month: number; // 1-12
  day: number;
}

const MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function valid(d: Day): Day | null {
  const probe = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return probe.getUTCFullYear() === d.year && probe.getUTCMonth() === d.month - 1 && probe.getUTCDate() === d.day
    ? d
    : null;
}

/** mm/dd/yy, m/d/yyyy or yyyy-mm-dd; a two-digit year gets 20 prefixed. Null otherwise. */
export function parseDay(raw: string): Day | null {
  const t = raw.trim();
  const mdy = MDY.exec(t);
  if (mdy) {
    const y = mdy[3] ?? '';
    return valid({ year: Number(y.length === 2 ? `20${y}` : y), month: Number(mdy[1]), day: Number(mdy[2]) });
  }
  const iso = ISO.exec(t);
  if (iso) return valid({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The stored form: mm/dd/yy. */
export function formatStored(d: Day): string {
  return `${pad(d.month)}/${pad(d.day)}/${pad(d.year % 100)}`;
}

/** The value of an `<input type="date">`: yyyy-mm-dd. */
export function formatIso(d: Day): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

export function dayOf(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** A date input's value (yyyy-mm-dd) as stored text (mm/dd/yy); '' stays ''. */
export function inputToStored(value: string): string {
  if (value.trim() === '') return '';
  const d = parseDay(value);
  return d ? formatStored(d) : value.trim();
}

/** Stored text as a date input's value; text that is not a date gives ''. */
export function storedToInput(value: string): string {
  const d = parseDay(value);
  return d ? formatIso(d) : '';
}
