import {
  getCourse,
  listAttempts,
  listColumnGrades,
  listContents,
  listCourseMemberships,
  listGradebookColumns,
  type Attempt,
  type CourseMembership,
  type GradebookColumn,
  type LearnClient,
} from '@tools/learn-api';

/** Spec 002 §5: the two assignment content handlers. */
export const ASSIGNMENT_HANDLERS = ['resource/x-bb-assignment', 'resource/x-bb-asmt-test-link'] as const;
/** Spec 002 §7/§9: the gradebook column penalties are written to. */
export const LATE_COLUMN_NAME = 'Late Penalties';

export interface Assignment {
  /** Content item id: the association's ContentItemId. */
  id: string;
  title: string;
  available: boolean;
  columnId: string | null;
  possible: number | null;
  due: string | null;
}

export interface Student {
  /** Learn primary id (`_12_1`): the key of Overrides/Penalties and the PATCH target. */
  id: string;
  name: string;
  firstName: string;
  lastName: string;
}

type Opts = { signal?: AbortSignal };

/** The course record: primary id (for our server), display id, name and term. */
export async function loadCourse(client: LearnClient, courseRef: string, opts: Opts = {}) {
  const course = await getCourse(
    client,
    { courseRef },
    { ...opts, fields: ['id', 'uuid', 'courseId', 'name', 'termId'] },
  );
  if (!course.id) throw new Error('Learn returned a course without an id.');
  return { id: course.id, courseId: course.courseId ?? '', name: course.name ?? '', termId: course.termId ?? '' };
}

export interface AssignmentContent {
  id: string;
  title: string;
  available: boolean;
}

/** Assignments of both handlers anywhere in the course: one recursive listing. */
export async function loadAssignmentContents(
  client: LearnClient,
  courseRef: string,
  opts: Opts = {},
): Promise<AssignmentContent[]> {
  const contents = await listContents(
    client,
    { courseRef, recursive: true },
    { ...opts, fields: ['id', 'title', 'contentHandler.id', 'availability.available'] },
  );
  return contents
    .filter((c) => c.id && (ASSIGNMENT_HANDLERS as readonly string[]).includes(c.contentHandler?.id ?? ''))
    .map((c) => ({ id: c.id as string, title: c.title ?? c.id ?? '', available: c.availability?.available === 'Yes' }));
}

/** Joins assignments with their gradebook columns (by contentId): points and due date. */
export function joinAssignments(
  contents: readonly AssignmentContent[],
  columns: readonly GradebookColumn[],
): Assignment[] {
  const byContent = new Map(columns.filter((c) => c.contentId).map((c) => [c.contentId as string, c]));
  return contents.map((c) => {
    const column = byContent.get(c.id);
    return {
      ...c,
      columnId: column?.id ?? null,
      possible: column?.score?.possible ?? null,
      due: column?.grading?.due ?? null,
    };
  });
}

export function loadColumns(client: LearnClient, courseRef: string, opts: Opts = {}): Promise<GradebookColumn[]> {
  return listGradebookColumns(
    client,
    { courseRef },
    { ...opts, fields: ['id', 'contentId', 'score', 'grading', 'name', 'gradebookCategoryId'] },
  );
}

/** Spec 002 §3: given and family names, else a display name, else the unnamed label. */
export function studentName(
  m: CourseMembership,
  unnamed: string,
): { name: string; firstName: string; lastName: string } {
  const user = (m.user ?? {}) as {
    name?: { given?: string; family?: string; preferredDisplayName?: string };
    displayName?: string;
  };
  const firstName = user.name?.given?.trim() ?? '';
  const lastName = user.name?.family?.trim() ?? '';
  const full = [firstName, lastName].filter(Boolean).join(' ');
  return { name: full || user.displayName || user.name?.preferredDisplayName || unnamed, firstName, lastName };
}

/**
 * Students: members whose course role contains 'student' (spec 002 §6), names from the
 * expanded user — one paged call instead of a /users/{id} call per student.
 */
export async function loadStudents(
  client: LearnClient,
  courseRef: string,
  unnamed: string,
  opts: Opts = {},
): Promise<Student[]> {
  const members = await listCourseMemberships(
    client,
    { courseRef },
    { ...opts, expand: 'user', fields: ['userId', 'courseRoleId', 'user.name', 'user.id'] },
  );
  return members
    .filter((m) => m.userId && (m.courseRoleId ?? '').toLowerCase().includes('student'))
    .map((m) => ({ id: m.userId as string, ...studentName(m, unnamed) }));
}

export interface AttemptsResult {
  byColumn: Map<string, Attempt[]>;
  /** Columns whose attempts could not be read (footer error), with the reason. */
  failed: Map<string, string>;
}

/**
 * Attempts per column (all students in one paged listing per column, not one call per student);
 * `userId` limits them to one student (a student may read only their own).
 */
export async function loadAttempts(
  client: LearnClient,
  courseRef: string,
  columnIds: readonly string[],
  opts: Opts & { userId?: string } = {},
): Promise<AttemptsResult> {
  const settled = await Promise.allSettled(
    columnIds.map((columnId) =>
      listAttempts(
        client,
        { courseRef, columnId, ...(opts.userId ? { userId: opts.userId } : {}) },
        {
          ...(opts.signal ? { signal: opts.signal } : {}),
          fields: ['id', 'userId', 'attemptDate', 'status', 'created'],
        },
      ),
    ),
  );
  const byColumn = new Map<string, Attempt[]>();
  const failed = new Map<string, string>();
  settled.forEach((r, i) => {
    const columnId = columnIds[i] as string;
    if (r.status === 'fulfilled') byColumn.set(columnId, r.value);
    else {
      if (opts.signal?.aborted) throw r.reason;
      failed.set(columnId, r.reason instanceof Error ? r.reason.message : String(r.reason));
    }
  });
  return { byColumn, failed };
}

/** Learn primary ids (`_123_1`) in creation order; anything else after them, by text. */
export function compareLearnIds(a: string, b: string): number {
  const na = /^_(\d+)_(\d+)$/.exec(a);
  const nb = /^_(\d+)_(\d+)$/.exec(b);
  if (na && nb) return Number(na[1]) - Number(nb[1]) || Number(na[2]) - Number(nb[2]);
  if (na || nb) return na ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Spec 002 §7: every column named 'Late Penalties' (the column's identity: its name, matched
 * case-insensitively), oldest first. More than one means two runs once created it at the same
 * time (before leases); penalties then go to the oldest, so every run picks the same one.
 */
export function findLateColumns(columns: readonly GradebookColumn[]): GradebookColumn[] {
  return columns
    .filter((c) => c.id && (c.name ?? '').trim().toLowerCase() === LATE_COLUMN_NAME.toLowerCase())
    .sort((a, b) => compareLearnIds(a.id as string, b.id as string));
}

/** The 'Late Penalties' column penalties are written to: the oldest of that name. */
export function findLateColumn(columns: readonly GradebookColumn[]): GradebookColumn | undefined {
  return findLateColumns(columns)[0];
}

export interface CurrentGrade {
  score: number | null;
  feedback: string | null;
}

/** Every student's current value in the penalty column: one paged listing. */
export async function loadColumnGrades(
  client: LearnClient,
  courseRef: string,
  columnId: string,
  opts: Opts = {},
): Promise<Map<string, CurrentGrade>> {
  const grades = await listColumnGrades(
    client,
    { courseRef, columnId },
    { ...opts, fields: ['userId', 'score', 'feedback'] },
  );
  return new Map(
    grades
      .filter((g) => g.userId)
      .map((g) => [g.userId as string, { score: g.score ?? null, feedback: g.feedback ?? null }]),
  );
}
