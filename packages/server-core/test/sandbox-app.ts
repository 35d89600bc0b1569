import { createSandbox, DEMO, inProcessFetch } from '@tools/sandbox';
import { createApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { LogLevel } from '../src/log.ts';
import type { Db } from '../src/db/types.ts';
import { learnIdentityFromLearnApi } from '../src/identity/learn-port.ts';
import { createLogger } from '../src/log.ts';
import type { ServerModule } from '../src/module.ts';
import { testModules } from './modules.ts';

export type SandboxPersona = keyof typeof DEMO.users &
  ('student' | 'student2' | 'instructor' | 'instructor2' | 'instructor3' | 'admin');

/**
 * The real server app with the Learn sandbox as Learn (one or more sites, each a fresh seeded
 * sandbox): what the server asks Learn about callers is answered by the same fake Learn the
 * tools, Storybook and E2E use. `call(persona, method, path, body, site?)` sends a request
 * with that persona's token. The server's outgoing HTTP (`fetch`) reaches the sandboxes too
 * (Learn content, the sandbox's fake model at `{site}/openai/v1`); `env` adds configuration, `modules`
 * replaces the test run's server modules (testModules).
 */
export function sandboxApp(
  db: Db,
  sites: readonly string[] = ['https://learn.test'],
  env: Record<string, string> = {},
  {
    logLevel = 'error',
    modules = testModules(),
    ...deps
  }: Partial<Pick<AppDeps, 'now'>> & { logLevel?: LogLevel; modules?: readonly ServerModule[] } = {},
) {
  const sandboxes = new Map(sites.map((site) => [site, createSandbox({ publicUrl: site })]));
  // Each site's sandbox, following redirects like fetch (attachment downloads answer 302 to the file).
  const siteFetches = new Map([...sandboxes].map(([site, sandbox]) => [site, inProcessFetch(sandbox.app)]));
  const learnFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const siteFetch = siteFetches.get(new URL(request.url).origin);
    if (!siteFetch) throw new Error(`no Learn site at ${request.url}`);
    return siteFetch(request);
  };
  /** Lines the server wrote (JSON; errors only unless `logLevel` says otherwise), for tests that check what is logged. */
  const errorLines: string[] = [];
  const app = createApp({
    config: loadConfig(
      {
        ALLOWED_PLATFORM_ORIGINS: sites.join(','),
        PUBLIC_URL: 'https://tools.test',
        NODE_ENV: 'test',
        ...env,
      },
      modules,
    ),
    db,
    log: createLogger(logLevel, (line) => errorLines.push(line)),
    learn: learnIdentityFromLearnApi(learnFetch),
    fetch: learnFetch,
    ...deps,
  });
  const call = (persona: SandboxPersona | null, method: string, path: string, body?: unknown, site = sites[0]!) => {
    const sandbox = sandboxes.get(site)!;
    const headers: Record<string, string> = { 'X-Learn-Platform': site };
    if (persona) headers.Authorization = `Bearer ${sandbox.state.issueToken(DEMO.users[persona].id)}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  };
  return { app, call, sandboxes, errorLines };
}
