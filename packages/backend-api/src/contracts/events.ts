import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { learnId, noControlChars, text } from './common.ts';
import { contractMessages as M } from './messages.ts';

/**
 * EventPublicationTool's events (issue 14): the course activity a registrar or analytics system
 * wants. Schema version 1; a consumer reads `version` before anything else. Documented in
 * packages/events/src/server/README.md.
 */
export const EVENT_SCHEMA_VERSION = 1;
export const EVENT_TYPES = [
  'assignment.due',
  'grade.posted',
  'late-penalty.applied',
  'hurdle.written-back',
  'enrolment.changed',
] as const;
export const MAX_EVENTS = 500;

const isoDate = v.pipe(
  v.string(format(M.notString, { name: 'occurredAt' })),
  v.isoTimestamp(format(M.isoDateTime, { name: 'occurredAt' })),
);

export const CourseEvent = v.strictObject(
  {
    id: v.pipe(text('id', 200), v.regex(/^[A-Za-z0-9._:-]+$/, M.eventId)),
    version: v.literal(EVENT_SCHEMA_VERSION, format(M.exactly, { name: 'version', value: EVENT_SCHEMA_VERSION })),
    type: v.picklist(EVENT_TYPES, format(M.oneOf, { name: 'type', values: EVENT_TYPES.join(', ') })),
    occurredAt: isoDate,
    courseId: v.nullable(learnId('courseId')),
    /** What happened, by type (e.g. assignment.due: columnId, name, due). Flat JSON values only. */
    data: v.pipe(
      v.record(
        v.pipe(v.string(), v.maxLength(100, format(M.dataKeys, { max: 100 })), noControlChars('data keys')),
        v.union([
          // Line breaks allowed (a name or note may hold one); NUL (PostgreSQL refuses it: a 500) and
          // the other control characters are not (issue 9 §3).
          v.pipe(
            v.string(),
            v.maxLength(2000, format(M.dataValues, { max: 2000 })),
            noControlChars('data values', true),
          ),
          // JSON spells 1e999, which parses as Infinity and would be stored as null.
          v.pipe(v.number(), v.finite(M.dataNumbers)),
          v.boolean(),
          v.null(),
        ]),
      ),
      v.check((d) => Object.keys(d).length <= 50, format(M.dataFields, { max: 50 })),
    ),
  },
  M.eventShape,
);
export type CourseEvent = v.InferOutput<typeof CourseEvent>;

export const EventsBody = v.object({
  events: v.pipe(
    v.array(CourseEvent, format(M.notArray, { name: 'events' })),
    v.minLength(1, format(M.empty, { name: 'events' })),
    v.maxLength(MAX_EVENTS, format(M.maxEvents, { max: MAX_EVENTS })),
  ),
});
export type EventsBody = v.InferOutput<typeof EventsBody>;

export const HandleEventsBody = v.object({
  events: v.pipe(
    v.array(v.object({ id: text('id', 200) }), format(M.notArray, { name: 'events' })),
    v.minLength(1, format(M.empty, { name: 'events' })),
    v.maxLength(MAX_EVENTS, format(M.maxEvents, { max: MAX_EVENTS })),
  ),
});
export type HandleEventsBody = v.InferOutput<typeof HandleEventsBody>;

export const EventsResponse = v.object({ events: v.array(CourseEvent) });
export type EventsResponse = v.InferOutput<typeof EventsResponse>;

export const EventsMessage = v.object({ message: v.string(), stored: v.number(), unchanged: v.number() });
export type EventsMessage = v.InferOutput<typeof EventsMessage>;
