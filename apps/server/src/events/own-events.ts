import { events as e } from '@tools/backend-api/contracts';
import * as v from 'valibot';
import type { TenantDb } from '../db/tenant.ts';
import { append } from './events-store.ts';

/**
 * Events of the writes the server itself makes (issue 14: "our own writes publish their events
 * too"). The domain that makes the write calls `publishOwn` with the transaction of that write, so
 * the event is stored exactly when the write is (one commit, one rollback). Ids are derived from
 * what the event describes, so the same write recorded twice stores one event. The publisher is the
 * verified caller who made the write: they read and handle these events in EventPublicationTool.
 * Every event is checked against the schema the browser's events are: a bug here fails the write
 * rather than storing an event a consumer cannot read.
 */
export async function publishOwn(tx: TenantDb, events: readonly e.CourseEvent[], by: string): Promise<number> {
  if (events.length === 0) return 0;
  return append(
    tx,
    events.map((ev) => v.parse(e.CourseEvent, ev)),
    by,
  );
}

type Data = e.CourseEvent['data'];
const event = (type: e.CourseEvent['type'], id: string, courseId: string, at: Date, data: Data): e.CourseEvent => ({
  id: `${type}:${id}`,
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
