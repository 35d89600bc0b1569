import { courseCacheApi, createBackendCall } from '@tools/backend-api';
import { chatApi } from '@tools/chat/api/client';
import { gradeHurdleApi } from '@tools/grade-hurdle/api/client';
import { latePenaltyApi } from '@tools/late-penalty/api/client';

/** Our server's calls the measured tools make (the core's and each feature's own client). */
function toolBackend(options: Parameters<typeof createBackendCall>[0]) {
  const call = createBackendCall(options);
  return {
    courseCache: courseCacheApi(call),
    chat: chatApi(call),
    latePenalty: latePenaltyApi(call),
    gradeHurdle: gradeHurdleApi(call),
  };
}
import type { LaunchContext } from '@tools/launch';
import { createLearnClient, type LearnClient } from '@tools/learn-api';
import { createSandbox, inProcessFetch, type Sandbox, type SeedData } from '@tools/sandbox';
import { createEmbeddedServer } from '@tools/server/embedded';
import { BackendHost } from '@tools/testing/backend-host';

/**
 * The simulated institution: the sandbox as Learn and LTI platform, our real server (every route,
 * store and Learn check, on in-memory PGlite) as the tool, one clock for both, and the browser's
 * side (LTI launches, the Learn client and our server's client a launched tool gets).
 */
export const LEARN_URL = 'https://learn.capacity.test';
export const BACKEND_URL = 'https://tools.capacity.test';

const HOUR = 3_600_000;

/** One clock for Learn and our server, so a day (token lifetimes, caches) passes in seconds. */
export class Clock {
  constructor(public ms: number) {}
  readonly now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
  hours(n: number) {
    this.advance(n * HOUR);
  }
}

/** A launched tool as the shell holds it: the launch, and the clients a screen reads with. */
export interface Launched {
  launch: LaunchContext;
  /** The one Learn client, with the launch's token (what `useLearnClient()` gives a screen). */
  learn: LearnClient;
  /** Our server's client, with the launch's token (what `useBackend()` gives a screen). */
  backend: ReturnType<typeof toolBackend>;
}

export interface World {
  clock: Clock;
  sandbox: Sandbox;
  host: BackendHost;
  /** A real LTI 1.3 launch by the sandbox platform (OIDC, id_token, Learn sign-in, launch code). */
  launch(userName: string, route: string, courseId?: string): Promise<Launched>;
  /** Learn calls our server has made so far (identity checks, the assistant's reads, token exchanges). */
  serverLearnCalls(): number;
  close(): Promise<void>;
}

export async function createWorld(data: SeedData, clock: Clock, env: Record<string, string> = {}): Promise<World> {
  // Every seeded user can be launched by user name (the sandbox launcher launches personas).
  for (const user of data.users) data.personas[user.userName] = user.id;
  const sandbox = createSandbox({ data, publicUrl: LEARN_URL, shellUrl: BACKEND_URL, clock: () => clock.ms });
  const host = new BackendHost({
    learnUrl: LEARN_URL,
    backendUrl: BACKEND_URL,
    sandbox: () => sandbox,
    load: async () => ({
      createEmbeddedServer: (options) =>
        createEmbeddedServer({ ...options, now: clock.now, env: { ...options.env, ...env } }),
    }),
    keepLaunchRequests: true,
  });
  const server = await host.start();
  const learnFetch = inProcessFetch(sandbox.app);
  const serverFetch: typeof globalThis.fetch = async (input, init) => server.fetch(new Request(input, init));
  return {
    clock,
    sandbox,
    host,
    async launch(userName, route, courseId) {
      const launch = await host.ltiLaunch(userName, { route, ...(courseId ? { courseId } : {}) });
      if (!launch.token || !launch.platformUrl) throw new Error(`launch of ${route} as ${userName} has no token`);
      return {
        launch,
        learn: createLearnClient({ baseUrl: launch.platformUrl, token: launch.token, fetch: learnFetch }),
        backend: toolBackend({
          baseUrl: BACKEND_URL,
          token: launch.token,
          platformUrl: launch.platformUrl,
          fetch: serverFetch,
        }),
      };
    },
    serverLearnCalls: () => host.serverLearnRequests,
    close: () => host.close(),
  };
}
