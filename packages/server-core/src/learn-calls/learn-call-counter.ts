import { parseRateLimit, PRIVATE_PREFIX, type RateLimit } from '@tools/learn-api';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { tenantDb } from '../db/tenant.ts';
import type { Db } from '../db/types.ts';
import type { AppEnv } from '../http/env.ts';
import type { Logger } from '../log.ts';
import { addCalls, keepAllowance, utcDay } from './learn-calls-store.ts';

/** The Learn calls made while serving one request (or one background call), by Learn site (origin). */
export class Tally {
  readonly calls = new Map<string, number>();
  readonly allowance = new Map<string, RateLimit>();

  add(origin: string, answer: Response | null, now: number) {
    this.calls.set(origin, (this.calls.get(origin) ?? 0) + 1);
    const seen = answer ? parseRateLimit(answer.headers, now) : undefined;
    if (seen) this.allowance.set(origin, seen);
  }
}

/**
 * Where the current request's tally lives while its handlers run: Node's AsyncLocalStorage fits. Passed in
 * (apps/server main.ts), because this package's app is also bundled into the browser (the embedded server of
 * Storybook and the screen tests), which has no AsyncLocalStorage; there nothing is counted.
 */
export interface TallyScope {
  run<R>(tally: Tally, fn: () => R): R;
  getStore(): Tally | undefined;
}

export interface LearnCallCounterDeps {
  db: Db;
  scope: TallyScope;
  now?: () => Date;
  log?: Logger;
}

/** Learn's REST API, public and private alike (learn-api's prefixes; not its LTI or OAuth browser steps). */
const isLearnRest = (url: URL) => url.pathname.startsWith(`${PRIVATE_PREFIX}/`);

/**
 * Issue 26 §5: the server counts its own Learn calls per site, UTC day and tool, in the database (learn_calls),
 * and keeps what Learn last said of the allowance (learn_allowance). Every request to Learn's REST API through a
 * wrapped `fetch` counts when it is sent (an attempt that times out may still have cost Learn one); the request's
 * tally is written once when the request ends, under the tool that owns the route. Counting is best effort: a
 * failed write is logged and never fails the request it counts.
 */
export class LearnCallCounter {
  private readonly now: () => Date;

  constructor(private readonly deps: LearnCallCounterDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * `fetchFn`, counting requests to Learn's REST API into the current request's tally. Outside a request (a
   * module's background job) each call is written at once under `tool`.
   */
  wrap(fetchFn: typeof globalThis.fetch, tool = 'background'): typeof globalThis.fetch {
    return async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!isLearnRest(url)) return fetchFn(input, init);
      const tally = this.deps.scope.getStore();
      if (tally) return this.counted(tally, url, () => fetchFn(input, init));
      const own = new Tally();
      try {
        return await this.counted(own, url, () => fetchFn(input, init));
      } finally {
        await this.write(own, tool);
      }
    };
  }

  private async counted(tally: Tally, url: URL, send: () => Promise<Response>): Promise<Response> {
    let answer: Response | null = null;
    try {
      answer = await send();
      return answer;
    } finally {
      tally.add(url.origin, answer, this.now().getTime());
    }
  }

  /** Middleware: a tally per request, written when the request ends under `toolOf(c)`. */
  middleware(toolOf: (c: Context<AppEnv>) => string) {
    return createMiddleware<AppEnv>(async (c, next) => {
      const tally = new Tally();
      try {
        await this.deps.scope.run(tally, next);
      } finally {
        if (tally.calls.size > 0) await this.write(tally, toolOf(c));
      }
    });
  }

  /** Adds the tally to the day's counts and keeps the newest allowance figures. */
  async write(tally: Tally, tool: string): Promise<void> {
    const day = utcDay(this.now());
    for (const [platform, calls] of tally.calls) {
      try {
        const db = tenantDb(this.deps.db, platform);
        await addCalls(db, day, tool, calls);
        const seen = tally.allowance.get(platform);
        if (seen) await keepAllowance(db, seen);
      } catch (error) {
        this.deps.log?.warn('learn calls not counted', { platform, tool, calls, error: String(error) });
      }
    }
  }
}
