import * as v from 'valibot';
import { optString } from './common.ts';

export const calendarItemDefinition = 'blackboard.plugin.calendar.publicapi.v1.CalendarItem';

export const CalendarItemSchema = v.looseObject({
  id: optString,
  type: optString,
  calendarId: optString,
  calendarName: optString,
  title: optString,
  description: optString,
  location: optString,
  start: optString,
  end: optString,
  modified: optString,
});
export type CalendarItem = v.InferOutput<typeof CalendarItemSchema>;
