import { http } from 'msw';
import { inject } from 'vitest';
import { clearBackendFaults } from './backend-faults.ts';
import { BackendHost, type EmbeddedModule, type EmbeddedServer } from './backend-host.ts';
import { sandbox } from './learn-server.ts';
import { BACKEND_URL, LEARN_URL } from './origins.ts';

export { BACKEND_URL };

// Specifiers in variables: resolved by vitest at run time, not followed by tsc (a tool's typecheck never
// compiles the server).
const CORE_SERVER = '@tools/server-core/embedded.ts';

/**
 * The core (LTI, identity, course cache, bulk-run leases) with the package's own server module, as its
 * vitest config names it (`toolVitestConfig({ serverModules })`: files whose default export is a module).
 */
async function loadServer(): Promise<EmbeddedModule> {
  const core = (await import(/* @vite-ignore */ CORE_SERVER)) as EmbeddedModule;
  const files = inject('serverModules') ?? [];
  const modules = (
    await Promise.all(
      files.map(async (file) => ((await import(/* @vite-ignore */ file)) as { default: unknown }).default),
    )
  ).flat();
  return { createEmbeddedServer: (options) => core.createEmbeddedServer({ ...options, modules }) };
}

/** The real server for screen tests: Learn = the current test's sandbox. */
export const backendHost = new BackendHost({ learnUrl: LEARN_URL, backendUrl: BACKEND_URL, sandbox, load: loadServer });

let used = false;

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
 * Learn API requests the screen itself made: the sandbox's request log counts our server's
 * identity checks as well, and a screen's request budget is about the screen.
 */
export function learnRequestsOfScreen(): number {
  return sandbox().state.requestLog.total - backendHost.serverLearnRequests;
}

/**
 * The real server app (routes, services, stores, Learn checks) on in-memory PGlite, reaching
 * Learn through the current test's sandbox. Started once per test file (before the first test
 * with `toolVitestConfig({ backend: true })`, else on the first request, so packages without a
 * back end pay nothing) and emptied after every test that used it.
 */
export function backendServer(): Promise<EmbeddedServer> {
  used = true;
  return backendHost.start();
}

/** Starts the server without counting it as used by the current test (setup-backend.ts). */
export function startBackend(): Promise<EmbeddedServer> {
  return backendHost.start();
}

export async function resetBackend(): Promise<void> {
  clearBackendFaults();
  screenRequests = [];
  backendHost.serverLearnRequests = 0;
  if (!used) return;
  used = false;
  await backendHost.reset();
}

export async function closeBackend(): Promise<void> {
  await backendHost.close();
}

/** The screen's requests to our server: an injected fault (backendFault) first, else the real server. */
export const backendHandler = http.all(`${BACKEND_URL}/*`, async ({ request }) => {
  const url = new URL(request.url);
  screenRequests.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams) });
  used = true;
  return backendHost.answer(request);
});

/**
 * Calls our real server as a seeded persona (to set up or read back server data in a test,
 * the way another user of the tool would). Throws on a non-2xx answer.
 */
export function backendRequest<T = unknown>(persona: string, method: string, path: string, body?: unknown): Promise<T> {
  used = true;
  return backendHost.request<T>(persona, method, path, body);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server module files of this package's tests (toolVitestConfig's `serverModules`, as paths). */
    serverModules?: string[];
  }
}
