import { createLearnClient, getCourse } from '@tools/learn-api';
import { Hono } from 'hono';
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { auth, COURSE_UUID, harnessEachTest, PLATFORM } from '../../../test/harness.ts';
import { sharedDb } from '../../../test/shared-db.ts';
import { tenantDb } from '../../db/tenant.ts';
import type { AppEnv } from '../../http/env.ts';
import { createLogger } from '../../log.ts';
import { serverMessages } from '../../messages.ts';
import type { ServerModule } from '../../module.ts';
import { LearnCallCounter, type Tally } from '../learn-call-counter.ts';
import { allowance, callsOn } from '../learn-calls-store.ts';

/** A tool's server part whose one route reads the course from Learn with the caller's token. */
const probe: ServerModule = {
  name: 'probe',
  migrations: {},
  access: { 'GET /probe/:courseId': 'identified' },
  configure: () => ({
    name: 'probe',
    routes: (deps) =>
      new Hono<AppEnv>().get('/probe/:courseId', deps.identify, async (c) => {
        const { platformUrl, token } = c.var.caller;
        const learn = createLearnClient({ baseUrl: platformUrl, token, fetch: deps.fetch });
        return c.json(await getCourse(learn, { courseRef: c.req.param('courseId') }, { fields: ['id'] }));
      }),
  }),
};

const TOKENS = { 't-student': 'student', 't-admin': 'admin' } as const;
const h = harnessEachTest({ countLearnCalls: true, modules: [probe], tokens: TOKENS });

const usage = async (token = 't-admin') => h.app.request('/learn-calls', { headers: auth(token) });

describe('GET /learn-calls: the server counts its own Learn calls per site, day and tool (issue 26 §5)', () => {
  it('counts every Learn request a route made, under the tool that owns the route', async () => {
    const log = h.sandbox.state.requestLog;
    const before = log.total;
    expect((await h.app.request(`/probe/uuid:${COURSE_UUID}`, { headers: auth('t-student') })).status).toBe(200);
    expect(
      (await h.app.request(`/course-columns?courseId=${COURSE_UUID}`, { headers: auth('t-student') })).status,
    ).toBe(200);
    const made = log.total - before;
    expect(made).toBeGreaterThan(1);

    const res = await usage();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { day: string; tools: { tool: string; calls: number }[]; total: number };
    expect(body.day).toBe(h.clock.now.toISOString().slice(0, 10));
    // Every request the sandbox answered for the two routes, split between the module and the core.
    expect(body.total).toBe(made);
    expect(body.tools.map((t) => t.tool).sort()).toEqual(['core', 'probe']);
    expect(body.tools.find((t) => t.tool === 'probe')!.calls).toBeGreaterThanOrEqual(1);
  });

  it('is for Learn system administrators only, asked of Learn on the read', async () => {
    const refused = await usage('t-student');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: serverMessages.systemAdminsOnly });
    expect((await h.app.request('/learn-calls')).status).toBe(401);
  });

  it('writes each request’s count to the database once it has answered: a later read includes the one before', async () => {
    const first = (await (await usage()).json()) as { total: number };
    const second = (await (await usage()).json()) as { total: number };
    // The first read's own identity and role checks are counted once it has answered.
    expect(second.total).toBeGreaterThan(first.total);
    const kept = await callsOn(tenantDb(h.db, PLATFORM), h.clock.now.toISOString().slice(0, 10));
    expect(kept.reduce((sum, t) => sum + t.calls, 0)).toBeGreaterThan(second.total);
  });
});

describe('LearnCallCounter', () => {
  const answer = (headers: Record<string, string> = {}) => new Response('{}', { status: 200, headers });

  it("counts only Learn's REST API, per origin, and keeps the newest allowance Learn states", async () => {
    const { db } = await sharedDb();
    const at = new Date('2026-03-02T23:59:00Z');
    const counter = new LearnCallCounter({ db, now: () => at, scope: new AsyncLocalStorage<Tally>() });
    const fetch = counter.wrap(async () =>
      answer({ 'X-Rate-Limit-Limit': '10000', 'X-Rate-Limit-Remaining': '9000', 'X-Rate-Limit-Reset': '3600' }),
    );
    await fetch('https://learn.one.test/learn/api/public/v1/users/me');
    await fetch('https://learn.one.test/.well-known/jwks.json');
    await fetch('https://learn.two.test/learn/api/public/v3/courses/_1_1');
    const one = tenantDb(db, 'https://learn.one.test');
    // Outside a request (a module's job) each call is written at once, under the job's tool.
    expect(await callsOn(one, '2026-03-02')).toEqual([{ tool: 'background', calls: 1 }]);
    expect(await callsOn(tenantDb(db, 'https://learn.two.test'), '2026-03-02')).toEqual([
      { tool: 'background', calls: 1 },
    ]);
    expect(await allowance(one)).toEqual({
      ceiling: 10_000,
      remaining: 9000,
      resetsAt: new Date(at.getTime() + 3_600_000),
      seenAt: at,
    });
  });

  it('counts a call that failed, and never fails a request because the count could not be written', async () => {
    const { db } = await sharedDb();
    const warnings: string[] = [];
    const log = createLogger('warn', (line) => warnings.push((JSON.parse(line) as { msg: string }).msg));
    const broken = { ...db, query: () => Promise.reject(new Error('database down')) } as unknown as typeof db;
    const counter = new LearnCallCounter({ db: broken, log, scope: new AsyncLocalStorage<Tally>() });
    const fetch = counter.wrap(async () => {
      throw new Error('timeout');
    });
    await expect(fetch('https://learn.one.test/learn/api/public/v1/users/me')).rejects.toThrow('timeout');
    expect(warnings).toEqual(['learn calls not counted']);
  });
});
