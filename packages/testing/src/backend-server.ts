import { http } from 'msw';
import { inProcessFetch } from '@tools/sandbox';
import { clearBackendFaults, takeBackendFault } from './backend-faults.ts';
import { sandbox } from './learn-server.ts';
import { BACKEND_URL, LEARN_URL } from './origins.ts';

export { BACKEND_URL };

/** What `@tools/server/embedded` gives (declared here so tools' typechecks never compile the server). */
interface EmbeddedServer {
  fetch: (request: Request) => Promise<Response>;
  reset: () => Promise<void>;
  close: () => Promise<void>;
}
interface EmbeddedModule {
  createEmbeddedServer(options: {
    publicUrl: string;
    platformOrigins: readonly string[];
    learnFetch: typeof globalThis.fetch;
    env?: Record<string, string>;
  }): Promise<EmbeddedServer>;
}
// A specifier in a variable: resolved by vitest at run time, not followed by tsc.
const EMBEDDED_SERVER = '@tools/server/embedded';

let server: Promise<EmbeddedServer> | null = null;
let used = false;
let serverLearnRequests = 0;

export interface BackendLogEntry {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string>;
}
let screenRequests: BackendLogEntry[] = [];

/** Requests the screen sent to our server in this test (answered or faulted), oldest first. */
export function backendRequestLog(): readonly BackendLogEntry[] {
  return [...screenRequests];
}

/**
 * How our server reaches Learn: the current test's sandbox, following redirects like fetch
 * (attachment downloads answer 302 to the file), counting the Learn API requests it makes.
 */
async function serverLearnFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const response = await inProcessFetch(sandbox().app)(request);
  if (new URL(request.url).pathname.startsWith('/learn/')) serverLearnRequests += 1;
  return response;
}

/** After a launch (lti-launch.ts): what it asked Learn is not the screen's. */
export function forgetLaunchRequests(): void {
  sandbox().state.requestLog.clear();
  serverLearnRequests = 0;
}

/**
 * Learn API requests the screen itself made: the sandbox's request log counts our server's
 * identity checks as well, and a screen's request budget is about the screen.
 */
export function learnRequestsOfScreen(): number {
  return sandbox().state.requestLog.total - serverLearnRequests;
}

/**
 * The real server app (routes, services, stores, Learn checks) on in-memory PGlite, reaching
 * Learn through the current test's sandbox. Started once per test file (before the first test
 * with `toolVitestConfig({ backend: true })`, else on the first request, so packages without a
 * back end pay nothing) and emptied after every test that used it.
 */
export function backendServer(): Promise<EmbeddedServer> {
  used = true;
  return startBackend();
}

/** Starts the server without counting it as used by the current test (setup-backend.ts). */
export function startBackend(): Promise<EmbeddedServer> {
  server ??= (import(/* @vite-ignore */ EMBEDDED_SERVER) as Promise<EmbeddedModule>).then(({ createEmbeddedServer }) =>
    createEmbeddedServer({
      publicUrl: BACKEND_URL,
      platformOrigins: [LEARN_URL],
      learnFetch: serverLearnFetch,
      env: { SANDBOX_URL: LEARN_URL },
    }),
  );
  return server;
}

export async function resetBackend(): Promise<void> {
  clearBackendFaults();
  serverLearnRequests = 0;
  screenRequests = [];
  if (!server || !used) return;
  used = false;
  await (await server).reset();
}

export async function closeBackend(): Promise<void> {
  if (server) await (await server).close();
  server = null;
}

/** The screen's requests to our server: an injected fault (backendFault) first, else the real server. */
export const backendHandler = http.all(`${BACKEND_URL}/*`, async ({ request }) => {
  const url = new URL(request.url);
  screenRequests.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams) });
  const real = async (r: Request) => (await backendServer()).fetch(r);
  return (await takeBackendFault(request, real)) ?? real(request);
});

/**
 * Calls our real server as a seeded persona (to set up or read back server data in a test,
 * the way another user of the tool would). Throws on a non-2xx answer.
 */
export async function backendRequest<T = unknown>(
  persona: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const { state } = sandbox();
  const user = state.persona(persona);
  if (!user) throw new Error(`backendRequest: the sandbox has no persona ${persona}`);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${state.issueToken(user.id)}`,
    'X-Learn-Platform': LEARN_URL,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await (
    await backendServer()
  ).fetch(
    new Request(`${BACKEND_URL}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`backendRequest ${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
