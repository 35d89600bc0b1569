import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from './db/types.ts';
import { tenantDb, type TenantDb } from './db/tenant.ts';
import type { AppEnv } from './http/env.ts';
import type { Caller, LearnIdentityPort } from './identity/caller.ts';
import type { Logger } from './log.ts';

/** What every domain's routes get from `createApp`. */
export interface DomainDeps {
  db: Db;
  learn: LearnIdentityPort;
  /**
   * Middleware: bearer token + allow-listed platform, answered from what a launch proved or by Learn;
   * sets `c.var.caller` (its roles asked of Learn only when a check needs them: identity/trust.ts).
   */
  identify: MiddlewareHandler<AppEnv>;
  now: () => Date;
}

/**
 * What a service function works with for one request: who is calling (as Learn says), a
 * database handle that can only see that caller's Learn site, and Learn for further checks.
 */
export interface ServiceContext {
  caller: Caller;
  db: TenantDb;
  learn: LearnIdentityPort;
  log: Logger;
  now: () => Date;
}

/** Builds the service context of a request that passed `identify`. */
export function serviceContext(c: Context<AppEnv>, deps: DomainDeps): ServiceContext {
  const caller = c.var.caller;
  return { caller, db: tenantDb(deps.db, caller.platformUrl), learn: deps.learn, log: c.var.log, now: deps.now };
}
