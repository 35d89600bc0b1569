import { courseRoleKind } from '@tools/backend-api/contracts';
import {
  getCourseMembership,
  listAttempts,
  listColumnGrades,
  listContents,
  listCourseMemberships,
  listGradebookColumns,
  listGradeNotations,
  type Grade,
  type GradebookColumn,
  type LearnClient,
} from '@tools/learn-api';
import type { Notation } from '../domain/index.ts';

type Opts = { signal?: AbortSignal };

export type HurdleRole = 'student' | 'instructor' | 'other';

/**
 * Spec 002 §6: the role from the user's own membership, by uuid (Student, Instructor, others). The
 * membership also names the course's primary id (`_123_1`: the association's CoursePk1, and what the
 * other reads use), so the screen reads no course record (issue 26: one Learn call fewer a use).
 */
export async function loadRole(client: LearnClient, courseRef: string, uuid: string, opts: Opts = {}) {
  const m = await getCourseMembership(
    client,
    { courseRef, userRef: uuid },
    { ...opts, fields: ['userId', 'courseId', 'courseRoleId'] },
  );
  if (!m.courseId) throw new Error('Learn returned a course membership without its course.');
  const kind = courseRoleKind(m.courseRoleId ?? '');
  const role: HurdleRole = kind === 'student' || kind === 'instructor' ? kind : 'other';
  return { role, userId: m.userId ?? null, courseId: m.courseId };
}

/** An item a sub-rule can name: content with a gradebook column. */
export interface GradableItem {
  contentId: string;
  title: string;
  /** Folder titles above the item, to tell same-named items apart. */
  path: string[];
  columnId: string;
  possible: number | null;
}

/**
 * Gradable content from ONE recursive content listing (contentHandler.gradeColumnId), joined with
 * the columns (points possible; a column linked by contentId also counts).
 */
export async function loadGradableItems(
  client: LearnClient,
  courseRef: string,
  columns: readonly GradebookColumn[],
  opts: Opts = {},
): Promise<GradableItem[]> {
  const contents = await listContents(
    client,
    { courseRef, recursive: true },
    { ...opts, fields: ['id', 'title', 'parentId', 'contentHandler'] },
  );
  const byId = new Map(contents.map((c) => [c.id, c]));
  const columnById = new Map(columns.map((c) => [c.id, c]));
  const columnByContent = new Map(columns.filter((c) => c.contentId).map((c) => [c.contentId, c]));
  const pathOf = (parentId: string | undefined): string[] => {
    const path: string[] = [];
    const seen = new Set<string>();
    for (let p = parentId; p && byId.has(p) && !seen.has(p); p = byId.get(p)?.parentId) {
      seen.add(p);
      path.unshift(byId.get(p)?.title ?? '');
    }
    return path;
  };
  return contents.flatMap((c) => {
    if (!c.id) return [];
    const handlerColumn = c.contentHandler?.gradeColumnId;
    const column = (handlerColumn ? columnById.get(handlerColumn) : undefined) ?? columnByContent.get(c.id);
    const columnId = column?.id ?? handlerColumn;
    if (!columnId) return [];
    return [
      {
        contentId: c.id,
        title: c.title ?? c.id,
        path: pathOf(c.parentId),
        columnId,
        possible: column?.score?.possible ?? null,
      },
    ];
  });
}

/** Every column (v2, pages of 200): points possible, content links, which is the final grade. */
export function loadColumns(client: LearnClient, courseRef: string, opts: Opts = {}) {
  return listGradebookColumns(
    client,
    { courseRef },
    { ...opts, fields: ['id', 'name', 'contentId', 'score', 'externalGrade'] },
  );
}

/** Spec 002: the final grade column is the one Learn marks as the external (Overall) grade. */
export function finalGradeColumn(columns: readonly GradebookColumn[]): GradebookColumn | undefined {
  return columns.find((c) => c.externalGrade === true);
}

export interface Student {
  id: string;
  userName: string;
  name: string;
}

/** Spec 002 §3: given and family names, else the display name, else the user name. */
function nameOf(user: { name?: { given?: string; family?: string }; displayName?: string; userName?: string }) {
  const full = [user.name?.given?.trim(), user.name?.family?.trim()].filter(Boolean).join(' ');
  return full || user.displayName || user.userName || '';
}

/** Students (role=Student on the server), names from the expanded user: one paged listing, no /users/{id} per student. */
export async function loadStudents(client: LearnClient, courseRef: string, opts: Opts = {}): Promise<Student[]> {
  const members = await listCourseMemberships(
    client,
    { courseRef, role: 'Student' },
    { ...opts, expand: 'user', fields: ['userId', 'courseRoleId', 'user.userName', 'user.name', 'user.id'] },
  );
  return members.flatMap((m) => {
    if (!m.userId || courseRoleKind(m.courseRoleId ?? '') !== 'student') return [];
    const user = (m.user ?? {}) as { userName?: string; name?: { given?: string; family?: string } };
    return [{ id: m.userId, userName: user.userName ?? '', name: nameOf(user) || m.userId }];
  });
}

export async function loadNotations(client: LearnClient, courseRef: string, opts: Opts = {}): Promise<Notation[]> {
  const list = await listGradeNotations(client, { courseRef }, { ...opts, fields: ['id', 'code', 'description'] });
  return list.flatMap((n) => (n.id && n.code ? [{ id: n.id, code: n.code }] : []));
}

const GRADE_FIELDS = ['userId', 'columnId', 'text', 'score', 'overridden', 'exempt', 'gradeNotationId', 'displayGrade'];

/** Every student's grade in one column: one paged listing, keyed by user id. */
export async function loadColumnGrades(
  client: LearnClient,
  courseRef: string,
  columnId: string,
  opts: Opts = {},
): Promise<Map<string, Grade>> {
  const grades = await listColumnGrades(client, { courseRef, columnId }, { ...opts, fields: GRADE_FIELDS });
  return new Map(grades.flatMap((g) => (g.userId ? [[g.userId, g] as const] : [])));
}

export interface ColumnFacts {
  grades: Map<string, Grade>;
  attempts: Map<string, { status?: string | null }[]>;
}

/** Grades and attempts of one column for every student: two paged listings, never one call per student. */
export async function loadColumnFacts(
  client: LearnClient,
  courseRef: string,
  columnId: string,
  opts: Opts = {},
): Promise<ColumnFacts> {
  const [grades, attempts] = await Promise.all([
    loadColumnGrades(client, courseRef, columnId, opts),
    listAttempts(client, { courseRef, columnId }, { ...opts, fields: ['userId', 'status'] }),
  ]);
  const byUser = new Map<string, { status?: string | null }[]>();
  for (const a of attempts) {
    if (!a.userId) continue;
    byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), { status: a.status ?? null }]);
  }
  return { grades, attempts: byUser };
}
