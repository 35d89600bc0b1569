/** What the textarea holds, checked the way spec 000 §5 says: required, then a non-empty JSON array. */
export type ParsedEvents = { ok: true; events: unknown[] } | { ok: false; error: 'required' | 'notArray' };

export function parseEvents(content: string): ParsedEvents {
  if (content.trim() === '') return { ok: false, error: 'required' };
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { ok: false, error: 'notArray' };
  }
  if (!Array.isArray(value) || value.length === 0) return { ok: false, error: 'notArray' };
  return { ok: true, events: value };
}

/** Ids to mark handled: each event's `id` (events without one are not sent). */
export function eventIds(events: unknown[]): string[] {
  return events
    .map((e) => (e && typeof e === 'object' ? (e as { id?: unknown }).id : undefined))
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
}
