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

interface CoreModule {
  createEmbeddedServer(
    options: Parameters<EmbeddedModule['createEmbeddedServer']>[0] & { db?: unknown },
  ): Promise<EmbeddedServer>;
  openEmbeddedDatabase(): Promise<{ query(sql: string): Promise<unknown[]>; close(): Promise<void> }>;
}

/**
 * The database the server of this worker's test files runs on, per list of server modules. A project's files share
 * a worker's modules (`isolate: false`), so the next file's server starts on this one, emptied (createEmbeddedServer
 * `db`), instead of starting PGlite again (seconds each file). One that does not answer within 5 s (a transaction
 * a test left open) is replaced.
 */
let kept: { key: string; db: Promise<Awaited<ReturnType<CoreModule['openEmbeddedDatabase']>>> } | null = null;

async function keptDatabase(core: CoreModule, key: string) {
  if (kept?.key === key) {
    const db = await kept.db;
    const answered = await Promise.race([
      db.query('select 1').then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref?.()),
    ]).catch(() => false);
    if (answered) return db;
  }
  const previous = kept;
  kept = { key, db: core.openEmbeddedDatabase() };
  void previous?.db.then((db) => db.close()).catch(() => undefined);
  return kept.db;
}

/**
 * The core (LTI, identity, course cache, bulk-run leases) with the package's own server module, as its
 * vitest config names it (`toolVitestConfig({ serverModules })`: files whose default export is a module).
 */
async function loadServer(): Promise<EmbeddedModule> {
  const core = (await import(/* @vite-ignore */ CORE_SERVER)) as CoreModule;
  const files = inject('serverModules') ?? [];
  const modules = (
    await Promise.all(
      files.map(async (file) => ((await import(/* @vite-ignore */ file)) as { default: unknown }).default),
    )
  ).flat();
  // An isolated project's file cannot pass a database on to the next: its server opens and closes its own.
  if (!inject('shareDatabase'))
    return { createEmbeddedServer: (options) => core.createEmbeddedServer({ ...options, modules }) };
  return {
    createEmbeddedServer: async (options) =>
      core.createEmbeddedServer({ ...options, modules, db: await keptDatabase(core, files.join('\n')) }),
  };
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
    /** Whether the files of this project share a worker's modules, and so its database (toolVitestConfig). */
    shareDatabase?: boolean;
  }
}
