// Where does a request's time go? The authenticated read of bench/run.ts, answered in-process
// (`app.fetch`, no sockets, no load generator), with our middlewares added one at a time on top
// of bare Hono, then the real createApp. Usage: pnpm --filter @tools/server bench:profile
// [--requests 20000] [--rounds 3]. Figures and how to read them: docs/benchmarks.md.
import { openSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Hono, type MiddlewareHandler } from 'hono';
import { RelatedArticlesQuery } from '@tools/tutor/contracts';
import { createApp } from '@tools/server-core/app.ts';
import { loadConfig } from '@tools/server-core/config.ts';
import { migrate } from '../src/migrations/index.ts';
import { toolModules } from '../src/modules.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import { bodyLimits, routeBodyLimits } from '@tools/server-core/http/body-limit.ts';
import { apiCors } from '@tools/server-core/http/cors.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { requestLog } from '@tools/server-core/http/request-log.ts';
import { securityHeaders } from '@tools/server-core/http/security-headers.ts';
import { queryParams } from '@tools/server-core/http/validate.ts';
import type { LearnIdentityPort } from '@tools/server-core/identity/caller.ts';
import { createIdentify } from '@tools/server-core/identity/identify.ts';
import { createLogger, type Logger } from '@tools/server-core/log.ts';
import { fakeProvider } from '@tools/tutor/server/fake-provider.ts';
import { relatedArticlesService } from '@tools/tutor/server/service.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { requests: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '3' } },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);
if (!Number.isInteger(requests) || requests < 100 || !Number.isInteger(rounds) || rounds < 1) {
  throw new Error('--requests (>= 100) and --rounds (>= 1) must be whole numbers');
}

const PLATFORM = 'https://learn.bench.test';
const TOKEN = 'bench-token';
const PATH = '/related-articles?query=photosynthesis';
const CSP = { learnOrigins: [PLATFORM], platformOrigins: [PLATFORM] };
const headers = { Authorization: `Bearer ${TOKEN}`, 'X-Learn-Platform': PLATFORM };
// Learn answers /users/me at once: after the first request the 60 s identity cache answers anyway.
const learn: LearnIdentityPort = {
  getMe: async () => ({ id: '_1_1', uuid: 'u1', userName: 'i', institutionRoleIds: [], systemRoleIds: [] }),
  getCourseMembership: async () => {
    throw new Error('not used');
  },
};
// Production level (info: one access line per request), written to /dev/null as in bench/run.ts.
const devNull = openSync('/dev/null', 'w');
const log: Logger = createLogger('info', devNull);

type Fetch = (request: Request) => Response | Promise<Response>;

function stack(layers: MiddlewareHandler<AppEnv>[], validate: boolean): Fetch {
  const service = relatedArticlesService(fakeProvider());
  const app = new Hono<AppEnv>();
  for (const layer of layers) app.use(layer);
  if (validate) {
    app.get('/related-articles', queryParams(RelatedArticlesQuery), async (c) =>
      c.json({ articles: await service.find(c.req.valid('query').query, log) }),
    );
  } else {
    app.get('/related-articles', async (c) => c.json({ articles: await service.find('photosynthesis', log) }));
  }
  return app.fetch;
}

async function measure(fetch: Fetch): Promise<number> {
  const first = await fetch(new Request(`http://bench.test${PATH}`, { headers }));
  if (first.status !== 200) throw new Error(`the read answered ${first.status}: ${await first.text()}`);
  // CPU time, not wall time: the figure holds on a machine shared with other work.
  const started = process.cpuUsage();
  for (let i = 0; i < requests; i += 1) {
    const res = await fetch(new Request(`http://bench.test${PATH}`, { headers }));
    await res.arrayBuffer();
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / requests;
}

async function main() {
  const modules = toolModules();
  const config = loadConfig(
    {
      ALLOWED_PLATFORM_ORIGINS: PLATFORM,
      ALLOWED_SHELL_ORIGINS: 'https://shell.bench.test',
      RELATED_ARTICLES_PROVIDER: 'fake',
      LOG_LEVEL: 'info',
    },
    modules,
  );
  const limits = routeBodyLimits(modules);
  const identify = () => createIdentify({ learn, allowedPlatformOrigins: [PLATFORM] });
  const db = await openPglite(null);
  await migrate(db);
  const variants: [string, () => Fetch][] = [
    ['bare Hono, the same handler', () => stack([], false)],
    ['+ request log (pino, one line)', () => stack([requestLog(log)], false)],
    ['+ security headers', () => stack([requestLog(log), securityHeaders(CSP)], false)],
    ['+ CORS', () => stack([requestLog(log), securityHeaders(CSP), apiCors(config.allowedShellOrigins)], false)],
    [
      '+ body limit',
      () =>
        stack([requestLog(log), securityHeaders(CSP), apiCors(config.allowedShellOrigins), bodyLimits(limits)], false),
    ],
    [
      '+ identify (cached caller)',
      () =>
        stack(
          [requestLog(log), securityHeaders(CSP), apiCors(config.allowedShellOrigins), bodyLimits(limits), identify()],
          false,
        ),
    ],
    [
      '+ query validation (valibot)',
      () =>
        stack(
          [requestLog(log), securityHeaders(CSP), apiCors(config.allowedShellOrigins), bodyLimits(limits), identify()],
          true,
        ),
    ],
    ['createApp (every route mounted)', () => createApp({ config, db, log, learn }).fetch],
    [
      'createApp, LOG_LEVEL=warn (no access line)',
      () => createApp({ config, db, log: createLogger('warn', devNull), learn }).fetch,
    ],
  ];
  const results = new Map<string, number[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, build] of variants) {
      const us = await measure(build());
      results.set(name, [...(results.get(name) ?? []), us]);
    }
  }
  console.log(
    `\n${new Date().toISOString()} · Node ${process.version} · ${requests} requests × ${rounds} rounds, in-process`,
  );
  console.log('\n| stack | CPU µs per request (median of rounds) | requests/s per core |');
  console.log('| --- | ---: | ---: |');
  for (const [name, list] of results) {
    const median = [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    console.log(`| ${name} | ${median.toFixed(1)} | ${Math.round(1e6 / median)} |`);
  }
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
