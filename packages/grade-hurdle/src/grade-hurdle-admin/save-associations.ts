import { BackendError } from '@tools/backend-api';
import { type GradeHurdleApi } from '../api/client.ts';
import type * as gh from '../contracts.ts';
import type { LearnClient } from '@tools/learn-api';
import type { HurdleStatus, SavePlan, StatusChange } from './admin-rows.ts';
import { ensureHurdleNotations, type NotationsResult } from './hurdle-notations.ts';
import { reasonOf } from './reasons.ts';

/** What happened to one course in a save. */
export type CourseOutcome =
  | { coursePk1: string; kind: 'created'; saved: gh.Association; notations: NotationsResult }
  | { coursePk1: string; kind: 'changed'; saved: gh.Association }
  | { coursePk1: string; kind: 'failed'; status: HurdleStatus; reason: string }
  /** Another admin changed the status since it was loaded: nothing was written. */
  | { coursePk1: string; kind: 'conflict'; mine: HurdleStatus; current: gh.Association }
  /** The association was removed since it was loaded: nothing was written. */
  | { coursePk1: string; kind: 'gone'; mine: HurdleStatus };

export interface SaveReport {
  outcomes: CourseOutcome[];
  /** Grade notations created for the new courses, all courses together. */
  createdNotations: number;
}

export interface SaveDeps {
  hurdle: GradeHurdleApi;
  learn: LearnClient;
}

const statusOf = (e: unknown) => (e instanceof BackendError ? e.status : undefined);

/**
 * Spec 002 §4 "Admin save": new associations are created (one POST of the list), then the
 * missing grade notations are created in those courses, then the changed statuses are patched.
 * Every course gets its own outcome; a failure never hides what did succeed.
 */
export async function saveAssociations(deps: SaveDeps, plan: SavePlan): Promise<SaveReport> {
  const outcomes: CourseOutcome[] = [];
  if (plan.create.length > 0) outcomes.push(...(await createAll(deps, plan.create)));
  // One at a time: an admin changes a handful, and the order of the report follows the list.
  for (const change of plan.change) outcomes.push(await changeStatus(deps.hurdle, change));
  const createdNotations = outcomes.reduce((n, o) => n + (o.kind === 'created' ? o.notations.created.length : 0), 0);
  return { outcomes, createdNotations };
}

/**
 * POST creates or overwrites, so the list is read again first: a course another admin added
 * since the screen loaded is not overwritten. With the same status it counts as saved; with
 * another it is a conflict showing both (nothing written).
 */
async function createAll(deps: SaveDeps, create: SavePlan['create']): Promise<CourseOutcome[]> {
  const fail = (reason: string) =>
    create.map((c): CourseOutcome => ({ coursePk1: c.CoursePk1, kind: 'failed', status: c.Status, reason }));
  let existing: Map<string, gh.Association>;
  try {
    existing = new Map((await deps.hurdle.allAssociations()).map((a) => [a.coursePk1, a]));
  } catch (error) {
    return fail(reasonOf(error));
  }
  const outcomes = new Map<string, CourseOutcome | gh.Association>();
  const fresh = create.filter((c) => {
    const current = existing.get(c.CoursePk1);
    if (!current) return true;
    outcomes.set(
      c.CoursePk1,
      current.status === c.Status ? current : { coursePk1: c.CoursePk1, kind: 'conflict', mine: c.Status, current },
    );
    return false;
  });
  if (fresh.length > 0) {
    try {
      for (const a of (await deps.hurdle.postAssociations(fresh)).items) outcomes.set(a.coursePk1, a);
    } catch (error) {
      const reason = reasonOf(error);
      for (const c of fresh)
        outcomes.set(c.CoursePk1, { coursePk1: c.CoursePk1, kind: 'failed', status: c.Status, reason });
    }
  }
  // Then the notations of every course now saved; Learn's own limiter bounds how many run at once.
  return Promise.all(
    create.map(async (c): Promise<CourseOutcome> => {
      const done = outcomes.get(c.CoursePk1);
      if (!done) return { coursePk1: c.CoursePk1, kind: 'failed', status: c.Status, reason: '' };
      if ('kind' in done) return done;
      return {
        coursePk1: c.CoursePk1,
        kind: 'created',
        saved: done,
        notations: await ensureHurdleNotations(deps.learn, c.CoursePk1),
      };
    }),
  );
}

/**
 * A status PATCH based on the version the admin loaded. A 409 only means the row changed
 * (instructors save rules and write-backs on the same row), so the current row is read: when
 * its status is still the one the admin saw, the change is sent again on the new version; when
 * another admin changed the status, nothing is written and both versions are reported.
 */
async function changeStatus(hurdle: GradeHurdleApi, change: StatusChange, retried = false): Promise<CourseOutcome> {
  const { coursePk1, status: mine } = change;
  const failed = (reason: string): CourseOutcome => ({ coursePk1, kind: 'failed', status: mine, reason });
  try {
    const [saved] = (await patchStatus(hurdle, coursePk1, mine, change.version)).items;
    return saved ? { coursePk1, kind: 'changed', saved } : failed('');
  } catch (error) {
    if (statusOf(error) === 404) return { coursePk1, kind: 'gone', mine };
    if (statusOf(error) !== 409) return failed(reasonOf(error));
  }
  let current: gh.Association | undefined;
  try {
    current = (await hurdle.listAssociations({ courseId: coursePk1 })).items[0];
  } catch (error) {
    if (statusOf(error) !== 404) return failed(reasonOf(error));
  }
  if (!current) return { coursePk1, kind: 'gone', mine };
  if (current.status === mine) return { coursePk1, kind: 'changed', saved: current };
  if (current.status === change.from && !retried)
    return changeStatus(hurdle, { ...change, version: current.version }, true);
  return { coursePk1, kind: 'conflict', mine, current };
}

/**
 * Spec 002 §7: a status PATCH failing with 405 falls back to POST with a list. (A 404 from this
 * server means the association is gone; re-creating what another admin removed would be wrong,
 * so that case is reported instead: see the README.)
 */
async function patchStatus(hurdle: GradeHurdleApi, coursePk1: string, status: HurdleStatus, version: number) {
  try {
    return await hurdle.patchAssociation({ CoursePk1: coursePk1, Status: status, Version: version });
  } catch (error) {
    if (statusOf(error) !== 405) throw error;
    return hurdle.postAssociations([{ CoursePk1: coursePk1, Status: status }]);
  }
}

export const failedOutcomes = (report: SaveReport) =>
  report.outcomes.filter((o) => o.kind === 'failed' || o.kind === 'conflict' || o.kind === 'gone');
