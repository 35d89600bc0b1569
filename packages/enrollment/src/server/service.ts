import * as e from '../contracts.ts';
import {
  createLearnClient,
  getCourse,
  createCourseMembership,
  deleteCourseMembership,
  getCourseMembership,
  isLearnError,
  type CourseMembership,
  type LearnClient,
} from '@tools/learn-api';
import * as v from 'valibot';
import type { ServiceContext } from '@tools/server-core/context.ts';
import type { PlatformRegistration } from '@tools/server-core/platform-registration.ts';
import { decodeKey, keyBigint, keyTimestamp, pageOf } from '@tools/server-core/db/keyset.ts';
import { enrolmentChanged } from '@tools/server-core/events/course-events.ts';
import { publishOwn } from '@tools/server-core/events/own-events.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import { format } from '@tools/server-core/messages.ts';
import { AppTokenError, type AppTokens } from './app-token.ts';
import { appCredentials, type EnrollmentConfig } from './enrollment-config.ts';
import * as log from './enrollment-log-store.ts';
import { enrolledCourseIds, instructorsOf, readSource, sourcesOf } from './learn-courses.ts';
import { enrollmentMessages as m } from './messages.ts';

/**
 * Quick Enroll services (spec 000 §7). Who may call: users whose Learn institution roles include
 * the configured role (ID_USER), checked by the routes with Learn (fresh for writes). The caller
 * always acts on themself: `userUuid` from the browser is never used. Learn is read and written
 * with the server's application token (client credentials); the user's own token could not
 * enrol them. Every enrol/unenrol is recorded.
 */
export interface EnrollmentDeps {
  config: EnrollmentConfig;
  platforms: readonly PlatformRegistration[];
  appTokens: AppTokens;
  fetch: typeof globalThis.fetch;
}

async function appClient(ctx: ServiceContext, deps: EnrollmentDeps): Promise<LearnClient> {
  const platformUrl = ctx.caller.platformUrl;
  const creds = appCredentials(deps.config, deps.platforms, platformUrl);
  if (!creds) throw new HttpError(503, m.noAppCredentials);
  let token: string;
  try {
    token = await deps.appTokens.get(platformUrl, creds.key, creds.secret);
  } catch (error) {
    if (error instanceof AppTokenError) throw new HttpError(502, format(m.appTokenRefused, { reason: error.message }));
    throw error;
  }
  return createLearnClient({ baseUrl: platformUrl, token, fetch: deps.fetch });
}

/** Learn errors as our answers: the reason Learn gave, with a status the screen can act on. */
function learnFailure(error: unknown): never {
  if (isLearnError(error)) {
    const status = error.status === 429 ? 429 : 502;
    throw new HttpError(status, format(m.learnFailed, { reason: error.userMessage }));
  }
  throw error;
}

/** Which search source (`s`, a handful) and Learn offset (`o`, a 32-bit integer in Learn) the next page starts at. */
const SearchKey = v.object({
  s: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  o: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647)),
});

export async function search(ctx: ServiceContext, deps: EnrollmentDeps, q: e.CoursesQuery): Promise<e.CoursesPage> {
  const at = decodeKey(SearchKey, q.nextKey) ?? { s: 0, o: 0 };
  const client = await appClient(ctx, deps);
  try {
    const sources = await sourcesOf(client, q.searchType, q.searchValue);
    const source = sources[at.s];
    if (!source) return { courses: [], nextKey: null };
    const [page, enrolled] = await Promise.all([
      readSource(client, source, at.o, e.COURSE_PAGE_SIZE),
      enrolledCourseIds(client, ctx.caller.user.id),
    ]);
    const instructors = await instructorsOf(
      client,
      page.courses.map((c) => c.id),
    );
    const next =
      page.next !== null ? { s: at.s, o: page.next } : at.s + 1 < sources.length ? { s: at.s + 1, o: 0 } : null;
    return {
      courses: page.courses.map((c) => ({
        ...c,
        enrolled: enrolled.has(c.id) ? 'Yes' : 'No',
        instructors: instructors.get(c.id) ?? [],
      })),
      nextKey: next ? JSON.stringify(next) : null,
    };
  } catch (error) {
    learnFailure(error);
  }
}

/**
 * Enrols the caller in the configured course role, or removes their membership. Idempotent: an
 * enrol of someone already enrolled (Learn 409) or an unenrol of someone not enrolled (404)
 * answers success and is not recorded again.
 */
export async function setMembership(
  ctx: ServiceContext,
  deps: EnrollmentDeps,
  q: e.MembershipQuery,
): Promise<e.MembershipResult> {
  const client = await appClient(ctx, deps);
  const userId = ctx.caller.user.id;
  const course = await getCourse(client, { courseRef: q.courseId }, { fields: ['id', 'courseId'] }).catch(
    (error: unknown) => {
      if (isLearnError(error) && error.kind === 'not-found') {
        throw new HttpError(404, format(m.courseNotFound, { course: q.courseId }));
      }
      return learnFailure(error);
    },
  );
  let changed = true;
  let membership: CourseMembership | null = null;
  try {
    if (q.action === 'enroll') {
      membership = await createCourseMembership(client, {
        courseRef: course.id!,
        userRef: userId,
        courseRoleId: deps.config.courseRoleId,
      });
    } else {
      await deleteCourseMembership(client, { courseRef: course.id!, userRef: userId });
    }
  } catch (error) {
    const already = isLearnError(error) && (q.action === 'enroll' ? error.status === 409 : error.status === 404);
    if (!already) learnFailure(error);
    changed = false;
    // Already enrolled: say in which role, as Learn has it (it may not be the configured one).
    if (q.action === 'enroll') {
      membership = await getCourseMembership(
        client,
        { courseRef: course.id!, userRef: userId },
        { fields: ['courseRoleId'] },
      ).catch(() => null);
    }
  }
  if (changed) {
    const name = ctx.caller.user.name;
    const at = ctx.now();
    const courseCode = course.courseId ?? course.id!;
    // The record and its `enrolment.changed` event in one transaction. An enrolment's event time is
    // Learn's own (`modified`), so generateEvents reading that membership later finds the same id.
    const learnTime = Date.parse(membership?.modified ?? membership?.created ?? '');
    await ctx.db.transaction(async (tx) => {
      await log.record(tx, {
        action: q.action,
        actorUserId: userId,
        actorName: [name?.given, name?.family].filter(Boolean).join(' ') || (ctx.caller.user.userName ?? userId),
        userId,
        courseId: course.id!,
        courseCode,
        at,
      });
      const event = enrolmentChanged({
        courseId: course.id!,
        courseCode,
        userId,
        change: q.action === 'enroll' ? 'enrolled' : 'unenrolled',
        courseRoleId: q.action === 'enroll' ? (membership?.courseRoleId ?? deps.config.courseRoleId) : null,
        available: q.action === 'enroll' ? (membership?.availability?.available ?? null) : null,
        at: Number.isFinite(learnTime) ? new Date(learnTime) : at,
        by: userId,
      });
      await publishOwn(tx, [event], userId);
    });
  }
  return q.action === 'enroll'
    ? {
        message: m.enrolled,
        enrolled: 'Yes',
        courseRoleId: membership?.courseRoleId ?? deps.config.courseRoleId,
        unchanged: !changed,
      }
    : { message: m.unenrolled, enrolled: 'No', courseRoleId: null, unchanged: !changed };
}

const LogKey = v.object({ at: keyTimestamp, id: keyBigint });

/** The record, newest first: Learn system administrators only (checked in the routes). */
export async function listRecord(ctx: ServiceContext, q: e.EnrollmentLogQuery): Promise<e.EnrollmentLogPage> {
  const limit = q.limit ?? e.ENROLLMENT_LOG_PAGE_SIZE;
  const rows = await log.list(ctx.db, limit, decodeKey(LogKey, q.nextKey));
  const page = pageOf(rows, limit, (r) => ({ at: r.at, id: r.id }));
  return { items: page.rows, nextKey: page.nextKey };
}
