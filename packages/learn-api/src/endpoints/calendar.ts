import type { LearnClient } from '../client.ts';
import { endpoint } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { CalendarItemSchema, calendarItemDefinition, type CalendarItem } from '../schemas/calendar-item.ts';
import { sendAll } from './call.ts';

export const listCalendarItemsEndpoint = endpoint('GET', '/v1/calendars/items', {
  maxPageSize: 100,
  response: { schema: CalendarItemSchema, definition: calendarItemDefinition },
});

/** Learn refuses windows longer than 16 weeks. */
export const MAX_CALENDAR_WINDOW_MS = 16 * 7 * 24 * 60 * 60 * 1000;

export type CalendarItemType = 'Course' | 'GradebookColumn' | 'Institution' | 'OfficeHours' | 'Personal';

export interface CalendarItemsArgs {
  since: Date | string;
  until: Date | string;
  type?: CalendarItemType;
  /** Primary id of one course (Learn's course.id, not course.courseId). */
  courseId?: string;
  sort?: string;
}

function toIso(value: Date | string, name: string): { iso: string; time: number } {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`listCalendarItems: ${name} is not a valid date: ${String(value)}`);
  return { iso: new Date(time).toISOString(), time };
}

/**
 * Calendar items between `since` and `until` (the official parameter names; older code
 * sent start/end, which Learn ignores and answers with its default two weeks).
 */
export function listCalendarItems(
  client: LearnClient,
  args: CalendarItemsArgs,
  options?: CallOptions,
): Promise<CalendarItem[]> {
  const since = toIso(args.since, 'since');
  const until = toIso(args.until, 'until');
  if (until.time < since.time) throw new RangeError('listCalendarItems: until is before since');
  if (until.time - since.time > MAX_CALENDAR_WINDOW_MS)
    throw new RangeError('listCalendarItems: Learn allows at most 16 weeks between since and until');
  return sendAll(client, listCalendarItemsEndpoint, {}, CalendarItemSchema, options, {
    since: since.iso,
    until: until.iso,
    type: args.type,
    courseId: args.courseId,
    sort: args.sort,
  });
}
