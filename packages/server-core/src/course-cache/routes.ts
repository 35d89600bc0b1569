import { courseCache as cc, isGradingStaff } from '@tools/backend-api/contracts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '../context.ts';
import type { AppEnv } from '../http/env.ts';
import { queryParams } from '../http/validate.ts';
import { courseAccess } from '../identity/roles.ts';
import type { CourseCache } from './course-cache.ts';

export interface CourseCacheDeps extends DomainDeps {
  courses: CourseCache;
}

/** Staff see every column; students only the released ones; anyone else gets their own view, not kept. */
const STAFF_KINDS = new Set(['instructor', 'teachingAssistant', 'courseBuilder', 'grader']);

/** GET /course-columns (issue 26 §4): a course's column names, kept for every member who sees the same. */
export function courseCacheRoutes(deps: CourseCacheDeps) {
  return new Hono<AppEnv>().get('/course-columns', deps.identify, queryParams(cc.CourseColumnsQuery), async (c) => {
    const ctx = serviceContext(c, deps);
    const q = c.req.valid('query');
    // Who may: members of the course (Learn says so, or the signed launch into it did: identity/trust.ts).
    const { kind, membership } = await courseAccess(ctx.learn, ctx.caller, q.courseId);
    const audience =
      kind === 'student'
        ? 'student'
        : STAFF_KINDS.has(kind) || isGradingStaff(membership.courseRoleId)
          ? 'staff'
          : null;
    if (!audience) {
      const own = await deps.courses.readColumns(ctx.caller, q.courseId);
      return c.json({ columns: own.columns, readAt: ctx.now().toISOString() });
    }
    return c.json(await deps.courses.columns(ctx.db, ctx.caller, q.courseId, audience, q.need ?? []));
  });
}
