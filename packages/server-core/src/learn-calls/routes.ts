import type { learnCalls as lc } from '@tools/backend-api/contracts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '../context.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { freshUser } from '../identity/roles.ts';
import { serverMessages } from '../messages.ts';
import { allowance, callsOn } from './learn-calls-store.ts';

/** GET /learn-calls (issue 26 §5): today's Learn calls on the caller's site, by tool, and the allowance left. */
export function learnCallsRoutes(deps: DomainDeps) {
  return new Hono<AppEnv>().get('/learn-calls', deps.identify, async (c) => {
    const ctx = serviceContext(c, deps);
    // Every tool's use of the site is an administrator's figure: the role is Learn's answer now.
    const user = await freshUser(ctx.learn, ctx.caller);
    if (!user.systemRoleIds.some((r) => r.toLowerCase() === 'systemadmin'))
      throw new HttpError(403, serverMessages.systemAdminsOnly);
    const day = ctx.now().toISOString().slice(0, 10);
    const [tools, kept] = await Promise.all([callsOn(ctx.db, day), allowance(ctx.db)]);
    const body: lc.LearnCalls = {
      day,
      tools,
      total: tools.reduce((sum, t) => sum + t.calls, 0),
      allowance: kept && {
        ceiling: kept.ceiling,
        remaining: kept.remaining,
        resetsAt: kept.resetsAt?.toISOString() ?? null,
        seenAt: kept.seenAt.toISOString(),
      },
    };
    return c.json(body);
  });
}
