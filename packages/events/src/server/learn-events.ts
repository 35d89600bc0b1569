import type { events as e } from '@tools/backend-api/contracts';
import {
  listColumnGrades,
  listCourseMemberships,
  listGradebookColumns,
  type GradebookColumn,
  type LearnClient,
} from '@tools/learn-api';
import type { LimitFunction } from 'p-limit';
import { assignmentDue, enrolmentChanged, gradePosted } from '@tools/server-core/events/course-events.ts';

/**
 * What Learn can tell about one course, as events (generateEvents). Reads, each at the largest
 * page size and with `fields`: the gradebook columns and the memberships (one list each), and the
 * grades of each column that is not calculated. Learn's documented API has no course-wide grade
 * list (`/v1/courses/{id}/gradebook/logs` has no response schema in learn-swagger.json), so grades
 * cost one list per column; calculated columns (totals) are left out, as their grades follow the
 * others. Grades and memberships count when they changed on or after `since`.
 */
export interface TaughtCourse {
  courseId: string;
  courseCode: string | null;
  courseName: string | null;
}

const COLUMN_FIELDS = ['id', 'name', 'grading', 'score'];
const MEMBER_FIELDS = ['userId', 'courseRoleId', 'created', 'modified', 'availability'];
const GRADE_FIELDS = [
  'userId',
  'displayGrade',
  'exempt',
  'changeIndex',
  'overridden',
  'firstRelevantDate',
  'lastRelevantDate',
];
/** A membership whose `modified` is within this of `created` was not changed after it was made. */
const SAME_MOMENT_MS = 1000;

const dateOf = (...values: (string | null | undefined)[]) => {
  for (const value of values) {
    const ms = value ? Date.parse(value) : NaN;
    if (Number.isFinite(ms)) return new Date(ms);
  }
  return null;
};

export async function courseEvents(
  learn: LearnClient,
  course: TaughtCourse,
  since: Date,
  limit: LimitFunction,
): Promise<e.CourseEvent[]> {
  const courseRef = course.courseId;
  const [columns, members] = await Promise.all([
    limit(() => listGradebookColumns(learn, { courseRef }, { fields: COLUMN_FIELDS })),
    limit(() => listCourseMemberships(learn, { courseRef }, { fields: MEMBER_FIELDS })),
  ]);
  const graded = columns.filter((c) => c.id && c.grading?.type !== 'Calculated');
  const grades = await Promise.all(
    graded.map((column) =>
      limit(async () => {
        const list = await listColumnGrades(learn, { courseRef, columnId: column.id! }, { fields: GRADE_FIELDS });
        return gradeEvents(course, column, list, since);
      }),
    ),
  );
  return [...dueEvents(course, columns), ...grades.flat(), ...memberEvents(course, members, since)];
}

function dueEvents(course: TaughtCourse, columns: readonly GradebookColumn[]): e.CourseEvent[] {
  return columns.flatMap((c) => {
    const due = dateOf(c.grading?.due);
    return c.id && due ? [assignmentDue({ ...course, columnId: c.id, name: c.name ?? '', due })] : [];
  });
}

function gradeEvents(
  course: TaughtCourse,
  column: GradebookColumn,
  grades: Awaited<ReturnType<typeof listColumnGrades>>,
  since: Date,
): e.CourseEvent[] {
  return grades.flatMap((g) => {
    const at = dateOf(g.lastRelevantDate, g.overridden, g.firstRelevantDate);
    const score = g.displayGrade?.score ?? null;
    const text = g.displayGrade?.text ?? null;
    if (!g.userId || g.changeIndex === undefined || !at || at < since || (score === null && text === null)) return [];
    return [
      gradePosted({
        ...course,
        columnId: column.id!,
        columnName: column.name ?? '',
        userId: g.userId,
        score,
        possible: g.displayGrade?.possible ?? column.score?.possible ?? null,
        text,
        exempt: g.exempt ?? false,
        changeIndex: g.changeIndex,
        at,
      }),
    ];
  });
}

function memberEvents(
  course: TaughtCourse,
  members: Awaited<ReturnType<typeof listCourseMemberships>>,
  since: Date,
): e.CourseEvent[] {
  return members.flatMap((m) => {
    const created = dateOf(m.created);
    const at = dateOf(m.modified, m.created);
    if (!m.userId || !at || at < since) return [];
    const updated = created !== null && at.getTime() - created.getTime() > SAME_MOMENT_MS;
    return [
      enrolmentChanged({
        courseId: course.courseId,
        courseCode: course.courseCode ?? course.courseId,
        userId: m.userId,
        change: updated ? 'updated' : 'enrolled',
        courseRoleId: m.courseRoleId ?? null,
        available: m.availability?.available ?? null,
        at,
        by: null,
      }),
    ];
  });
}
