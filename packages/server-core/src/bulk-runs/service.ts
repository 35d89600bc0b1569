import { bulkRuns as br, type CourseRoleKind } from '@tools/backend-api/contracts';
import { createLearnClient, getCategory, getCourse, isLearnError, type LearnClient } from '@tools/learn-api';
import type { ServiceContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { CallerUser } from '../identity/caller.ts';
import { isSystemAdmin, requireCourseRole } from '../identity/roles.ts';
import { format } from '../messages.ts';
import * as store from './leases-store.ts';
import { bulkRunsMessages as m } from './messages.ts';

/**
 * Bulk-run leases (issue 22 §1): one run per Learn site, kind and scope at a time. Who may hold
 * one is who may do the run's writes (asked of Learn for the caller's own id, never a role sent
 * by the browser); the holder's id and name are the caller's as Learn told `identify`.
 */

export interface BulkRunsContext extends ServiceContext {
  fetch: typeof globalThis.fetch;
}

/**
 * Course roles that may run each kind, the same rule as the tool's own writes: late penalties and
 * hurdle write-back (and its undo) by instructors (their server services' rule), LTI grades by
 * the grading roles (`lti/grades.ts`), rubrics by the roles that build a course.
 */
const COURSE_ROLES: Record<br.CourseRunKind, readonly CourseRoleKind[]> = {
  'late-penalty-apply': ['instructor'],
  'grade-hurdle-writeback': ['instructor'],
  'lti-grades': ['instructor', 'teachingAssistant', 'grader'],
  'upload-rubric': ['instructor', 'teachingAssistant', 'courseBuilder'],
};
/** Kinds whose tool also serves administrators, who need not be enrolled in the course (UploadRubric). */
const ADMIN_COURSE_KINDS: ReadonlySet<br.CourseRunKind> = new Set(['upload-rubric']);

/** The caller's name for others to read: Learn's given and family name, else the user name, else the id. */
export function displayName(user: CallerUser): string {
  const full = [user.name?.given, user.name?.family]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.userName || user.id;
}

function learnClient(ctx: BulkRunsContext): LearnClient {
  return createLearnClient({ baseUrl: ctx.caller.platformUrl, token: ctx.caller.token, fetch: ctx.fetch });
}

async function fromLearn<T>(read: Promise<T>, notFound: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isLearnError(error)) {
      if (error.kind === 'not-found') throw new HttpError(404, notFound);
      if (error.kind === 'auth') throw new HttpError(401, notFound);
      throw new HttpError(502, format(m.learnUnavailable, { reason: error.userMessage }));
    }
    throw error;
  }
}

/**
 * The lease's scope as Learn names it (primary id), after checking the caller may run this kind
 * there. A course is resolved by the caller's membership (one Learn call answers both questions,
 * whatever form of reference was sent); an administrator's course and a category by reading it.
 */
async function authorisedScope(ctx: BulkRunsContext, body: br.AcquireBody): Promise<string> {
  const { caller } = ctx;
  if (body.kind === 'set-category') {
    if (!isSystemAdmin(await caller.roles())) throw new HttpError(403, format(m.systemAdminsOnly, { kind: body.kind }));
    const category = await fromLearn(
      getCategory(learnClient(ctx), { type: 'Course', categoryId: body.categoryId }, { fields: ['id'] }),
      format(m.categoryNotFound, { categoryId: body.categoryId }),
    );
    return category.id ?? body.categoryId;
  }
  try {
    const access = await requireCourseRole(ctx.learn, caller, body.courseId, COURSE_ROLES[body.kind]);
    return access.membership.courseId;
  } catch (error) {
    const adminMayRun = ADMIN_COURSE_KINDS.has(body.kind) && isSystemAdmin(await caller.roles());
    if (!adminMayRun || !(error instanceof HttpError) || error.status !== 403) throw error;
    const course = await fromLearn(
      getCourse(learnClient(ctx), { courseRef: body.courseId }, { fields: ['id'] }),
      format(m.courseNotFound, { courseId: body.courseId }),
    );
    if (!course.id) throw new HttpError(404, format(m.courseNotFound, { courseId: body.courseId }));
    return course.id;
  }
}

const iso = (d: Date | string) => new Date(d).toISOString();

function holderOf(row: store.LeaseRow, now: Date): br.LeaseHolder {
  return {
    userId: row.holder_id,
    name: row.holder_name,
    startedAt: iso(row.started_at),
    heartbeatAt: iso(row.heartbeat_at),
    stale: now.getTime() - new Date(row.heartbeat_at).getTime() >= br.LEASE_STALE_MS,
  };
}

function leaseOf(row: store.LeaseRow, now: Date): br.Lease {
  return {
    kind: row.kind as br.RunKind,
    scopeId: row.scope_id,
    runId: row.run_id,
    holder: holderOf(row, now),
    heartbeatMs: br.LEASE_HEARTBEAT_MS,
    staleMs: br.LEASE_STALE_MS,
  };
}

function heldError(kind: string, holder: br.LeaseHolder): HttpError {
  const text = format(holder.stale ? m.heldStale : m.held, {
    name: holder.name,
    kind,
    startedAt: holder.startedAt,
    heartbeatAt: holder.heartbeatAt,
  });
  return new HttpError(409, text, { holder });
}

/** Attempts when the holder releases between our claim and our look at who holds it. */
const CLAIM_ATTEMPTS = 3;

/**
 * Acquires the lease for this run: 200 with the lease, or 409 `{message, holder}` while another
 * run holds it (a stale one is replaced only when `takeOver` is sent; a live one never).
 */
export async function acquire(ctx: BulkRunsContext, body: br.AcquireBody): Promise<br.Lease> {
  const scopeId = await authorisedScope(ctx, body);
  const user = ctx.caller.user;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const now = ctx.now();
    const row = await store.claim(ctx.db, {
      kind: body.kind,
      scopeId,
      runId: body.runId,
      holderId: user.id,
      holderName: displayName(user),
      now,
      takeOver: body.takeOver === true,
      staleBefore: new Date(now.getTime() - br.LEASE_STALE_MS),
    });
    if (row) {
      ctx.log.info('bulk run lease acquired', { kind: body.kind, scopeId, takeOver: body.takeOver === true });
      return leaseOf(row, now);
    }
    const current = await store.find(ctx.db, body.kind, scopeId);
    if (current) throw heldError(body.kind, holderOf(current, now));
  }
  throw new HttpError(409, m.lostReleased, { holder: null });
}

const own = (ctx: ServiceContext, ref: br.LeaseRef): store.Own => ({ ...ref, holderId: ctx.caller.user.id });

/**
 * Renews this run's lease. 409 `{message, holder}` when it is no longer this run's: the writes
 * must stop (the browser's holdLease does). No Learn call: only the run's own holder can match.
 */
export async function renew(ctx: ServiceContext, ref: br.LeaseRef): Promise<br.Lease> {
  const now = ctx.now();
  const row = await store.renew(ctx.db, own(ctx, ref), now);
  if (row) return leaseOf(row, now);
  const current = await store.find(ctx.db, ref.kind, ref.scopeId);
  if (!current) throw new HttpError(409, m.lostReleased, { holder: null });
  const holder = holderOf(current, now);
  throw new HttpError(409, format(m.lost, { name: holder.name, startedAt: holder.startedAt }), { holder });
}

/** Ends this run's lease (idempotent: `released: false` when it was not, or no longer, this run's). */
export async function release(ctx: ServiceContext, ref: br.LeaseRef): Promise<br.Released> {
  return { released: await store.release(ctx.db, own(ctx, ref)) };
}
