import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite, PGLITE_DUMP_TYPE } from './db/pglite.ts';
import type { Db } from './db/types.ts';
import { learnIdentityFromLearnApi } from './identity/learn-port.ts';
import { createLogger } from './log.ts';
import { migrate } from './migrations/index.ts';
import type { ServerModule } from './module.ts';

export interface EmbeddedServerOptions {
  /** The server's own origin (what the shell calls `backendUrl`). */
  publicUrl: string;
  /** Learn sites this server accepts callers from. */
  platformOrigins: readonly string[];
  /** How the server reaches Learn: in tests and Storybook, the sandbox's `app.fetch`. */
  learnFetch: typeof globalThis.fetch;
  /** Extra configuration (same names as the environment variables). */
  env?: Record<string, string>;
  /** A migrated empty database (`migratedDatabaseSnapshot()`) to start from instead of initdb. */
  snapshot?: Blob;
  /**
   * An open database (`openEmbeddedDatabase()`) to run on instead of a new one: screen test files of one worker
   * share one, because starting PGlite takes seconds. Emptied first (every table, sequences restarted), as a new
   * database would be; left open on close, for its owner to close.
   */
  db?: Db;
  /** The tools' server parts to run beside the core (a feature's tests: its own; Storybook: every one). */
  modules?: readonly ServerModule[];
  /** The server's clock (token lifetimes, launch expiry, caches); the capacity simulator moves it through a day. */
  now?: () => Date;
}

export interface EmbeddedServer {
  fetch: (request: Request) => Promise<Response>;
  db: Db;
  /**
   * Another instance of the server on the same database: its own app and in-process caches, as a
   * second process behind a load balancer would have (tests of what several instances share).
   */
  instance: () => (request: Request) => Promise<Response>;
  /** Empties every table (keeps the schema), so each test starts from a fresh server. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The real server (same routes, services, stores and Learn checks) on an in-memory PGlite, for
 * screen tests and Storybook: the one back end every tool is tested against, instead of doubles.
 */
export async function createEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const db = options.db ?? (await openPglite(null, options.snapshot));
  // Also after a snapshot: applies whatever migrations are newer than it.
  const modules = options.modules ?? [];
  await migrate(db, { modules });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBLIC_URL: options.publicUrl,
      ALLOWED_PLATFORM_ORIGINS: options.platformOrigins.join(','),
      RELATED_ARTICLES_PROVIDER: 'fake',
      ...options.env,
    },
    modules,
  );
  // A new app per test as well as empty tables: its in-process caches (identity answers, platform
  // JWKS, AGS tokens, launch codes) belong to the previous test's sandbox.
  const newApp = () =>
    createApp({
      config,
      db,
      log: createLogger('error', () => undefined),
      learn: learnIdentityFromLearnApi(options.learnFetch),
      fetch: options.learnFetch,
      ...(options.now ? { now: options.now } : {}),
    });
  let app = newApp();
  const tables = await db.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`,
  );
  const names = tables.map((t) => `"${t.tablename}"`);
  if (options.db && names.length) await db.exec(`truncate ${names.join(', ')} restart identity cascade`);
  return {
    fetch: async (request) => app.fetch(request),
    db,
    instance: () => {
      const other = newApp();
      return async (request) => other.fetch(request);
    },
    reset: async () => {
      const emptied = names.filter((n) => n !== '"lti_keys"');
      if (emptied.length) await db.exec(`truncate ${emptied.join(', ')} cascade`);
      app = newApp();
    },
    close: () => (options.db ? Promise.resolve() : db.close()),
  };
}

/** An empty in-memory database for `createEmbeddedServer({ db })` (migrated by the server that runs on it). */
export function openEmbeddedDatabase(): Promise<Db> {
  return openPglite(null);
}

/**
 * An empty database with every migration applied, as a gzip tarball (PGlite's data folder).
 * Storybook builds it once (apps/storybook/scripts/server-db-snapshot.ts) and starts its in-page
 * server from it: Postgres's initdb in WebAssembly takes seconds, loading a dump a fraction.
 */
export async function migratedDatabaseSnapshot(modules: readonly ServerModule[] = []): Promise<Blob> {
  const db = await openPglite(null);
  try {
    await migrate(db, { modules });
    return new Blob([await (await db.dump()).arrayBuffer()], { type: PGLITE_DUMP_TYPE });
  } finally {
    await db.close();
  }
}
