import type { Hono } from 'hono';
import type { GenericSchema } from 'valibot';
import type { Config } from './config.ts';
import type { DomainDeps } from './context.ts';
import type { CourseCache } from './course-cache/course-cache.ts';
import type { Db } from './db/types.ts';
import type { AppEnv } from './http/env.ts';
import type { Logger } from './log.ts';
import type { RouteAccess } from './route-table.ts';

/**
 * A tool's server part as the core composes it (issue 23): its tables (migration files) and, once its
 * settings are read, its routes. `apps/server` lists every module; a feature's own tests start the core
 * with that feature's module alone, so no package needs the whole server to test itself.
 */
export interface ServerModule {
  /** The feature's name (configuration errors and logs name it). */
  name: string;
  /**
   * The module's migration files (`NNN_name` -> SQL, importing nothing). Numbers are one sequence across
   * the core and every module (apps/server's list refuses gaps and duplicates); a module's migration only
   * touches its own tables.
   */
  migrations: Readonly<Record<string, string>>;
  /**
   * Every route of the module that takes a body, `METHOD path` -> bytes, sized to its largest legitimate body
   * with the reason beside each (`http/body-limit.ts` says how; apps/server's test checks every route has one).
   */
  bodyLimits?: Readonly<Record<string, number>>;
  /**
   * Every route of the module, `METHOD path` -> who may call it ('identified': the route starts with
   * `identify`; 'public': its own checks stand in for a token). The one table apps/server's authorization
   * matrix reads (route-table.ts): a route missing here, or one that does not refuse a missing token, fails it.
   */
  access: Readonly<Record<string, RouteAccess>>;
  /**
   * Routes whose body limit is the largest body their contract accepts, `METHOD path` -> that contract
   * (apps/server's body-limits test checks each limit against it: at least the bound, not far above).
   */
  bodyContracts?: Readonly<Record<string, GenericSchema>>;
  /**
   * Reads the module's settings from the environment (every bad value into `problems`, so the server
   * reports them all at once with the core's) and returns the module ready to mount.
   */
  configure(settings: ModuleSettings, problems: string[]): ConfiguredModule;
}

/** What a module's settings may be read from. */
export interface ModuleSettings {
  /** The process environment (the same names as the variables). */
  env: Readonly<Record<string, string | undefined>>;
  /** The Learn sandbox's origin (SANDBOX_URL or its default): defaults that point at the sandbox use it. */
  sandbox: string;
}

export interface ConfiguredModule {
  name: string;
  /** The module's body limits (`ServerModule.bodyLimits`, copied by configureModules). */
  bodyLimits?: Readonly<Record<string, number>>;
  /** Who may call each route (`ServerModule.access`, copied by configureModules): the owner of its Learn calls. */
  access?: Readonly<Record<string, RouteAccess>>;
  /** The module's routes (mounted at `/`, after the core's and before the built shell). */
  routes(deps: ModuleDeps): Hono<AppEnv>;
  /**
   * Work of a long-running server beside the requests (main.ts calls it once; screen tests and Storybook
   * do not): the reminder outbox, the sandbox's demo data.
   */
  start?(deps: ModuleStartDeps): Promise<void> | void;
}

/** What `createApp` gives each module's routes. */
export interface ModuleDeps extends DomainDeps {
  /** The core's settings (platforms, origins, keys). */
  config: Config;
  /** Outgoing HTTP to Learn and other services (tests: the sandbox). */
  fetch: typeof globalThis.fetch;
  /** Course data kept for every user of a course (course-cache/). */
  courses: CourseCache;
  log: Logger;
}

export interface ModuleStartDeps {
  db: Db;
  config: Config;
  log: Logger;
  fetch: typeof globalThis.fetch;
  now: () => Date;
}

/** Reads every module's settings; problems are collected, not thrown (loadConfig throws them all). */
export function configureModules(
  modules: readonly ServerModule[],
  settings: ModuleSettings,
  problems: string[],
): ConfiguredModule[] {
  const names = new Set<string>();
  return modules.map((module) => {
    if (names.has(module.name)) problems.push(`server module ${module.name} is listed twice`);
    names.add(module.name);
    const configured = module.configure(settings, problems);
    return { ...configured, access: module.access, ...(module.bodyLimits ? { bodyLimits: module.bodyLimits } : {}) };
  });
}
