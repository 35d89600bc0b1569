import * as v from 'valibot';
import { learnId, noControlChars, text } from './common.ts';

/**
 * EventPublicationTool's events (issue 14): the course activity a registrar or analytics system
 * wants. Schema version 1; a consumer reads `version` before anything else. Documented in
 * apps/server/src/events/README.md.
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
  v.string('occurredAt must be a string'),
  v.isoTimestamp('occurredAt must be an ISO 8601 date-time'),
);

export const CourseEvent = v.strictObject(
  {
    id: v.pipe(text('id', 200), v.regex(/^[A-Za-z0-9._:-]+$/, 'id may use letters, digits and . _ : - only')),
    version: v.literal(EVENT_SCHEMA_VERSION, `version must be ${EVENT_SCHEMA_VERSION}`),
    type: v.picklist(EVENT_TYPES, `type must be one of ${EVENT_TYPES.join(', ')}`),
    occurredAt: isoDate,
    courseId: v.nullable(learnId('courseId')),
    /** What happened, by type (e.g. assignment.due: columnId, name, due). Flat JSON values only. */
    data: v.pipe(
      v.record(
        v.pipe(v.string(), v.maxLength(100, 'data keys are at most 100 characters'), noControlChars('data keys')),
        v.union([
          // Line breaks allowed (a name or note may hold one); NUL (PostgreSQL refuses it: a 500) and
          // the other control characters are not (issue 9 §3).
          v.pipe(
            v.string(),
            v.maxLength(2000, 'data values are at most 2000 characters'),
            noControlChars('data values', true),
          ),
          // JSON spells 1e999, which parses as Infinity and would be stored as null.
          v.pipe(v.number(), v.finite('data numbers must be finite')),
          v.boolean(),
          v.null(),
        ]),
      ),
      v.check((d) => Object.keys(d).length <= 50, 'data may have at most 50 fields'),
    ),
  },
  'an event has exactly id, version, type, occurredAt, courseId and data',
);
export type CourseEvent = v.InferOutput<typeof CourseEvent>;

export const EventsBody = v.object({
  events: v.pipe(
    v.array(CourseEvent, 'events must be an array'),
    v.minLength(1, 'events must not be empty'),
    v.maxLength(MAX_EVENTS, `events may hold at most ${MAX_EVENTS} events`),
  ),
});
export type EventsBody = v.InferOutput<typeof EventsBody>;

export const HandleEventsBody = v.object({
  events: v.pipe(
    v.array(v.object({ id: text('id', 200) }), 'events must be an array'),
    v.minLength(1, 'events must not be empty'),
    v.maxLength(MAX_EVENTS, `events may hold at most ${MAX_EVENTS} events`),
  ),
});
export type HandleEventsBody = v.InferOutput<typeof HandleEventsBody>;

export const EventsResponse = v.object({ events: v.array(CourseEvent) });
export type EventsResponse = v.InferOutput<typeof EventsResponse>;

export const EventsMessage = v.object({ message: v.string(), stored: v.number(), unchanged: v.number() });
export type EventsMessage = v.InferOutput<typeof EventsMessage>;
