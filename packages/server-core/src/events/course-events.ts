import { events as e } from '@tools/backend-api/contracts';
import { sha256Hex } from '../lib/digest.ts';

/**
 * The event types of schema version 1 (README.md "Event schema"), built one way whether the server
 * derives them from Learn (generateEvents) or from its own writes (own-events.ts). Every id is
 * `{type}:{what it describes}`, so the same fact gives the same id and is stored once.
 */

type Data = e.CourseEvent['data'];

/** The event id contract: at most 200 characters of letters, digits and . _ : - */
const MAX_EVENT_ID = 200;
const EVENT_ID_CHARS = /^[A-Za-z0-9._:-]+$/;

/**
 * `{type}:{what}`, readable for Learn's usual ids (`_12_1`). Ids Learn allows that would break the
 * contract (long or unusual characters) become `{type}:sha256-{hex of what}`: still the same id for
 * the same fact, so idempotency holds, and the write is never refused for its event's id.
 */
export function eventId(type: e.CourseEvent['type'], what: string): string {
  const readable = `${type}:${what}`;
  return readable.length <= MAX_EVENT_ID && EVENT_ID_CHARS.test(readable)
    ? readable
    : `${type}:sha256-${sha256Hex(what)}`;
}

const event = (type: e.CourseEvent['type'], id: string, courseId: string, at: Date, data: Data): e.CourseEvent => ({
  id: eventId(type, id),
  version: e.EVENT_SCHEMA_VERSION,
  type,
  occurredAt: at.toISOString(),
  courseId,
  data,
});

/**
 * A late penalty stored by 'Update late penalties' (a snapshot row that is new or changed).
 * `revision` counts the changes of that student's penalty on that assignment, so applying 5, then
 * 3, then 5 again gives three events, and recording the same value again gives none.
 */
export function latePenaltyApplied(p: {
  courseId: string;
  courseCode: string;
  courseName: string;
  contentItemId: string;
  assignmentTitle: string;
  userId: string;
  points: number;
  overridden: boolean;
  ruleCode: string;
  ruleLabel: string;
  revision: number;
  by: string;
  at: Date;
}): e.CourseEvent {
  return event('late-penalty.applied', `${p.courseId}:${p.contentItemId}:${p.userId}:${p.revision}`, p.courseId, p.at, {
    courseCode: p.courseCode,
    courseName: p.courseName,
    contentItemId: p.contentItemId,
    assignmentTitle: p.assignmentTitle,
    userId: p.userId,
    points: p.points,
    overridden: p.overridden,
    ruleCode: p.ruleCode,
    ruleLabel: p.ruleLabel,
    revision: p.revision,
    appliedBy: p.by,
  });
}

interface Grade {
  score: number | null;
  text: string | null;
  gradeNotationId: string | null;
}

/** A Grade Hurdle grade written back to Learn (or, with `undone`, restored to what it was). */
export function hurdleWrittenBack(p: {
  courseId: string;
  runId: string;
  userId: string;
  columnId: string;
  previous: Grade;
  written: Grade;
  action: 'written' | 'undone';
  by: string;
  at: Date;
}): e.CourseEvent {
  const id = `${p.courseId}:${p.runId}:${p.userId}${p.action === 'undone' ? ':undone' : ''}`;
  return event('hurdle.written-back', id, p.courseId, p.at, {
    action: p.action,
    runId: p.runId,
    userId: p.userId,
    columnId: p.columnId,
    previousScore: p.previous.score,
    previousText: p.previous.text,
    previousGradeNotationId: p.previous.gradeNotationId,
    writtenScore: p.written.score,
    writtenText: p.written.text,
    writtenGradeNotationId: p.written.gradeNotationId,
    by: p.by,
  });
}

/**
 * A course membership the server created or removed in Learn (Quick Enroll). An enrolment's id is
 * the one `generateEvents` derives from Learn's membership (`modified`), so reading the same
 * membership back from Learn adds nothing; a removal, which Learn cannot show afterwards, is keyed
 * by the enrolment record's time.
 */
export function enrolmentChanged(p: {
  courseId: string;
  courseCode: string;
  userId: string;
  change: 'enrolled' | 'unenrolled' | 'updated';
  courseRoleId: string | null;
  available: string | null;
  /** Learn's `modified` (or `created`) of the membership; for a removal, when it was removed. */
  at: Date;
  by: string | null;
}): e.CourseEvent {
  const suffix = p.change === 'unenrolled' ? 'unenrolled:' : '';
  return event('enrolment.changed', `${p.courseId}:${p.userId}:${suffix}${p.at.getTime()}`, p.courseId, p.at, {
    change: p.change,
    courseCode: p.courseCode,
    userId: p.userId,
    courseRoleId: p.courseRoleId,
    available: p.available,
    by: p.by,
  });
}

interface CourseNames {
  courseId: string;
  courseCode: string | null;
  courseName: string | null;
}

/** A gradebook column's due date (one event per column and due date: moving the date is a new event). */
export function assignmentDue(p: CourseNames & { columnId: string; name: string; due: Date }): e.CourseEvent {
  return event('assignment.due', `${p.courseId}:${p.columnId}:${p.due.getTime()}`, p.courseId, p.due, {
    courseCode: p.courseCode,
    courseName: p.courseName,
    columnId: p.columnId,
    name: p.name,
    due: p.due.toISOString(),
  });
}

/**
 * A grade Learn lists for a column (Learn lists posted grades only). Learn's `changeIndex` grows with
 * every change of a grade, so each new or changed grade is one event.
 */
export function gradePosted(
  p: CourseNames & {
    columnId: string;
    columnName: string;
    userId: string;
    score: number | null;
    possible: number | null;
    text: string | null;
    exempt: boolean;
    changeIndex: number;
    at: Date;
  },
): e.CourseEvent {
  return event('grade.posted', `${p.courseId}:${p.columnId}:${p.userId}:${p.changeIndex}`, p.courseId, p.at, {
    courseCode: p.courseCode,
    courseName: p.courseName,
    columnId: p.columnId,
    columnName: p.columnName,
    userId: p.userId,
    score: p.score,
    possible: p.possible,
    text: p.text,
    exempt: p.exempt,
    changeIndex: p.changeIndex,
  });
}
