import type { learnCalls as lc } from '@tools/backend-api/contracts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '../context.ts';
import type { AppEnv } from '../http/env.ts';
import { requireFreshSystemAdmin } from '../identity/roles.ts';
import { serverMessages } from '../messages.ts';
import { allowance, callsOn, utcDay } from './learn-calls-store.ts';

/** GET /learn-calls (issue 26 §5): today's Learn calls on the caller's site, by tool, and the allowance left. */
export function learnCallsRoutes(deps: DomainDeps) {
  // Every tool's use of the site is an administrator's figure: the role is Learn's answer now.
  const admin = requireFreshSystemAdmin(deps.learn, serverMessages.systemAdminsOnly);
  return new Hono<AppEnv>().get('/learn-calls', deps.identify, admin, async (c) => {
    const ctx = serviceContext(c, deps);
    const day = utcDay(ctx.now());
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
