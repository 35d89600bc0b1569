/** Dates as the LMS user reads them: "Mar 10, 2026, 11:59 PM" in the browser's time zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Points without trailing zeros ("15", "2.5"). */
export const pts = (n: number) => String(Math.round(n * 100) / 100);
