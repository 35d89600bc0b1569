import { courseRoleKind, events as e } from '@tools/backend-api/contracts';
import { createLearnClient, getUserCourses, isLearnError } from '@tools/learn-api';
import pLimit from 'p-limit';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import { courseAccess } from '@tools/server-core/identity/roles.ts';
import { format } from '@tools/server-core/messages.ts';
import * as store from '@tools/server-core/events/events-store.ts';
import { courseEvents } from './learn-events.ts';
import { eventsMessages as m } from './messages.ts';

/**
 * EventPublicationTool (issue 14). Any user Learn identifies may use it; each user works on their
 * own part of the log (what they published), in their own Learn site. Generate reads Learn as the
 * caller: in the courses they teach, gradebook due dates, recent grades and recent membership changes
 * (learn-events.ts), with ids derived from what they describe, so generating and publishing twice adds nothing.
 */
export interface EventsContext extends ServiceContext {
  fetch: typeof globalThis.fetch;
}

const MAX_COURSES = 50;
const RETRIEVE_LIMIT = 200;
/** Grades and memberships that changed in this many days are generated (due dates: every one). */
const ACTIVITY_DAYS = 30;
const DAY_MS = 86_400_000;

async function fromLearn<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isLearnError(error)) throw new HttpError(502, format(m.learnUnavailable, { reason: error.userMessage }));
    throw error;
  }
}

export async function generate(ctx: EventsContext): Promise<e.EventsResponse> {
  const learn = createLearnClient({ baseUrl: ctx.caller.platformUrl, token: ctx.caller.token, fetch: ctx.fetch });
  const memberships = await fromLearn(
    getUserCourses(
      learn,
      { userRef: ctx.caller.user.id },
      { expand: 'course', fields: ['courseId', 'courseRoleId', 'course.courseId', 'course.name'] },
    ),
  );
  const taught = memberships
    .filter((ms) => ms.courseId && ['instructor', 'teachingAssistant'].includes(courseRoleKind(ms.courseRoleId ?? '')))
    .slice(0, MAX_COURSES);
  const since = new Date(ctx.now().getTime() - ACTIVITY_DAYS * DAY_MS);
  const limit = pLimit(4); // every Learn read of this request, across courses
  const perCourse = await fromLearn(
    Promise.all(
      taught.map((ms) =>
        courseEvents(
          learn,
          { courseId: ms.courseId!, courseCode: ms.course?.courseId ?? null, courseName: ms.course?.name ?? null },
          since,
          limit,
        ),
      ),
    ),
  );
  // What the log already holds is left out, oldest first, at most one Publish: Generate and Publish
  // again work through a long backlog instead of offering the same first 500 every time.
  const all = perCourse.flat();
  const known = await store.knownIds(
    ctx.db,
    all.map((ev) => ev.id),
    ctx.caller.user.id,
  );
  const events = all
    .filter((ev) => !known.has(ev.id))
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.id.localeCompare(b.id))
    .slice(0, e.MAX_EVENTS);
  return { events };
}

/**
 * Types only the server writes, from its own records (own-events.ts): a user may not publish
 * them, nor an id that names them, so nobody can pre-empt or imitate the server's events.
 */
export const SERVER_EVENT_TYPES: readonly e.CourseEvent['type'][] = ['late-penalty.applied', 'hurdle.written-back'];
/** Courses one Publish may name: each costs a Learn membership request (Generate reads at most 50). */
export const MAX_PUBLISHED_COURSES = 50;

/**
 * POST /sendEvents. Refused (and nothing stored) when an event has a server-owned type or id, or
 * names a course the caller has no role in (asked of Learn, once per course). The ids are the
 * publisher's own (their scope of the log): the same id from someone else is another event. An
 * event's course is stored as Learn's primary id (`_300_1`), however it was sent.
 */
export async function publish(ctx: ServiceContext, body: e.EventsBody): Promise<e.EventsMessage> {
  for (const ev of body.events) {
    const owned = SERVER_EVENT_TYPES.find((type) => ev.type === type || ev.id.startsWith(`${type}:`));
    if (owned) throw new HttpError(403, format(m.serverOwned, { id: ev.id, type: owned }));
  }
  const courses = [...new Set(body.events.flatMap((ev) => (ev.courseId ? [ev.courseId] : [])))];
  if (courses.length > MAX_PUBLISHED_COURSES) {
    throw new HttpError(400, format(m.tooManyCourses, { max: MAX_PUBLISHED_COURSES }));
  }
  const limit = pLimit(4);
  const canonical = new Map(
    await Promise.all(
      courses.map((course) =>
        limit(async () => {
          const access = await courseAccess(ctx.learn, ctx.caller, course).catch((error: unknown) => {
            if (error instanceof HttpError && error.status === 403) {
              throw new HttpError(403, format(m.courseRefused, { course }));
            }
            throw error;
          });
          return [course, access.membership.courseId] as const;
        }),
      ),
    ),
  );
  const events = body.events.map((ev) => (ev.courseId ? { ...ev, courseId: canonical.get(ev.courseId)! } : ev));
  const userId = ctx.caller.user.id;
  const stored = await ctx.db.transaction((tx) => store.append(tx, events, userId, userId));
  const unchanged = body.events.length - stored;
  return { message: format(m.published, { stored, unchanged }), stored, unchanged };
}

export async function retrieve(ctx: ServiceContext): Promise<e.EventsResponse> {
  return { events: await store.unhandled(ctx.db, ctx.caller.user.id, RETRIEVE_LIMIT) };
}

export async function handle(ctx: ServiceContext, body: e.HandleEventsBody): Promise<e.EventsMessage> {
  const ids = [...new Set(body.events.map((ev) => ev.id))];
  const stored = await store.markHandled(ctx.db, ids, ctx.caller.user.id, ctx.caller.user.id, ctx.now());
  const unchanged = body.events.length - stored;
  return { message: format(m.handled, { stored, unchanged }), stored, unchanged };
}
