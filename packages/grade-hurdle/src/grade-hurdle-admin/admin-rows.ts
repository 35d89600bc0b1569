import type * as gh from '../contracts.ts';

/** What the list shows of a Learn course (spec 002 §3 "Course search result"). */
export interface CourseSummary {
  /** Learn primary id (`_123_1`): the association's coursePk1. */
  id: string;
  courseId?: string | undefined;
  name?: string | undefined;
  /** Learn's availability.available: Yes, No, Disabled or Term. */
  available?: string | undefined;
}

export type HurdleStatus = gh.HurdleStatus;

/**
 * The admin's unsaved work on top of the server's list: chosen statuses (saved and new courses
 * alike) and the courses added from search. Kept apart from the server rows so a Refresh brings
 * in other admins' changes without losing these edits.
 */
export interface Draft {
  statuses: Readonly<Record<string, HurdleStatus>>;
  added: readonly CourseSummary[];
}

export const emptyDraft: Draft = { statuses: {}, added: [] };

export interface AssociationRow {
  coursePk1: string;
  /** The status shown (the admin's choice, else the saved one). */
  status: HurdleStatus;
  /** Null for a course added from search and not saved yet. */
  saved: gh.Association | null;
  /** Course details known from search (new rows); saved rows look theirs up in Learn. */
  course: CourseSummary | null;
}

export const isNew = (row: AssociationRow) => row.saved === null;
export const isChanged = (row: AssociationRow) => row.saved !== null && row.saved.status !== row.status;

/** Spec 002 §4: a course added from search starts Active. */
export const NEW_COURSE_STATUS: HurdleStatus = 'Active';

/** Saved associations first (server order), then the added courses in the order they were added. */
export function deriveRows(saved: readonly gh.Association[], draft: Draft): AssociationRow[] {
  const known = new Set(saved.map((a) => a.coursePk1));
  const rows: AssociationRow[] = saved.map((a) => ({
    coursePk1: a.coursePk1,
    status: draft.statuses[a.coursePk1] ?? a.status,
    saved: a,
    course: draft.added.find((c) => c.id === a.coursePk1) ?? null,
  }));
  for (const course of draft.added) {
    if (known.has(course.id)) continue; // someone saved it meanwhile: it is a saved row now
    rows.push({
      coursePk1: course.id,
      status: draft.statuses[course.id] ?? NEW_COURSE_STATUS,
      saved: null,
      course,
    });
  }
  return rows;
}

export const isDirty = (rows: readonly AssociationRow[]) => rows.some((r) => isNew(r) || isChanged(r));

/** The chosen status is recorded too, so it survives if someone saves the course meanwhile. */
export function withCourse(draft: Draft, course: CourseSummary): Draft {
  if (draft.added.some((c) => c.id === course.id)) return draft;
  return { statuses: { ...draft.statuses, [course.id]: NEW_COURSE_STATUS }, added: [...draft.added, course] };
}

export function withStatus(draft: Draft, coursePk1: string, status: HurdleStatus): Draft {
  return { ...draft, statuses: { ...draft.statuses, [coursePk1]: status } };
}

/** Forgets every edit of one course (after it was saved, or removed). */
export function without(draft: Draft, coursePk1: string): Draft {
  const { [coursePk1]: _dropped, ...statuses } = draft.statuses;
  return { statuses, added: draft.added.filter((c) => c.id !== coursePk1) };
}

/**
 * After a course saved as `saved`: its edits are done, unless the admin chose another status
 * while the save was running (that choice stays, as an unsaved change).
 */
export function settled(draft: Draft, coursePk1: string, saved: HurdleStatus): Draft {
  const chosen = draft.statuses[coursePk1];
  if (chosen === undefined || chosen === saved) return without(draft, coursePk1);
  return { ...draft, added: draft.added.filter((c) => c.id !== coursePk1) };
}

export interface StatusChange {
  coursePk1: string;
  status: HurdleStatus;
  /** What the admin saw when choosing: the conflict check compares the server's status with it. */
  from: HurdleStatus;
  version: number;
}

export interface SavePlan {
  /** New courses, created in one POST (spec 002 §4: created first). */
  create: { CoursePk1: string; Status: HurdleStatus }[];
  /** Saved courses whose status the admin changed, patched after the creates. */
  change: StatusChange[];
}

export function savePlan(rows: readonly AssociationRow[]): SavePlan {
  const create: SavePlan['create'] = [];
  const change: StatusChange[] = [];
  for (const row of rows) {
    if (row.saved === null) create.push({ CoursePk1: row.coursePk1, Status: row.status });
    else if (row.saved.status !== row.status)
      change.push({ coursePk1: row.coursePk1, status: row.status, from: row.saved.status, version: row.saved.version });
  }
  return { create, change };
}

/** How a course is named on screen: its Learn course id, else its name, else the primary id. */
export const courseLabel = (coursePk1: string, course: CourseSummary | null | undefined) =>
  course?.courseId || course?.name || coursePk1;
