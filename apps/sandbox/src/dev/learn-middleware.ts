import type { MiddlewareHandler } from 'hono';
import type { SandboxState } from '../state/state.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wraps every Learn API request: global latency, then the first matching fault (delay,
 * status with optional Retry-After, or hang), then the handler; finally the request log.
 * Preflight (OPTIONS) requests are answered by CORS and neither faulted nor counted.
 */
export function learnMiddleware(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const started = state.clock();
    const url = new URL(c.req.url);
    const method = c.req.method;
    try {
      if (state.latencyMs > 0) await sleep(state.latencyMs);
      const fault = state.faults.take(method, url.pathname);
      if (fault?.kind === 'delay') await sleep(fault.delayMs ?? 0);
      if (fault?.kind === 'hang') {
        const outcome = await state.faults.waitForRelease(c.req.raw.signal);
        if (outcome === 'aborted') {
          c.res = new Response(null, { status: 499 });
          return c.res;
        }
      }
      if (fault?.kind === 'status') {
        const status = fault.status ?? 500;
        c.res = new Response(JSON.stringify({ status, message: `Injected fault (${fault.id})` }), {
          status,
          headers: {
            'content-type': 'application/json',
            ...(fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {}),
          },
        });
        return c.res;
      }
      await next();
    } finally {
      const route = state.routes.match(method, url.pathname);
      state.requestLog.record({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        route: `${method} ${route ?? url.pathname}`,
        status: c.res.status,
        durationMs: state.clock() - started,
        at: new Date(started).toISOString(),
      });
    }
  };
}
