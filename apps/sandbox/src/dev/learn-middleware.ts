import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxState } from '../state/state.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first matching fault (delay, status with optional Retry-After, or hang); a Response when it answers. */
async function applyFault(state: SandboxState, c: Context, path: string): Promise<Response | undefined> {
  const fault = state.faults.take(c.req.method, path);
  if (fault?.kind === 'delay') await sleep(fault.delayMs ?? 0);
  if (fault?.kind === 'hang') {
    const outcome = await state.faults.waitForRelease(c.req.raw.signal);
    if (outcome === 'aborted') return new Response(null, { status: 499 });
  }
  if (fault?.kind === 'status') {
    const status = fault.status ?? 500;
    return new Response(JSON.stringify({ status, message: `Injected fault (${fault.id})` }), {
      status,
      headers: {
        'content-type': 'application/json',
        ...(fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {}),
      },
    });
  }
  return undefined;
}

/** Learn's answer once the application's daily allowance is used up. */
function quotaRefusal(state: SandboxState): Response {
  return new Response(
    JSON.stringify({ status: 429, message: 'The application has exceeded its daily limit of REST API requests.' }),
    {
      status: 429,
      headers: {
        'content-type': 'application/json',
        'retry-after': String(state.quota.secondsToReset()),
        ...state.quota.headers(),
      },
    },
  );
}

/**
 * Wraps every Learn API request: global latency, then the first matching fault (delay,
 * status with optional Retry-After, or hang), then the daily allowance (refused with 429 once
 * used up), then the handler; finally the allowance headers and the request log.
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
      const faulted = await applyFault(state, c, url.pathname);
      if (faulted) {
        c.res = faulted;
        return c.res;
      }
      if (!state.quota.take()) {
        c.res = quotaRefusal(state);
        return c.res;
      }
      await next();
      const allowance = Object.entries(state.quota.headers());
      if (allowance.length > 0) {
        // A handler's response may carry immutable headers (Response.redirect): copy it first.
        c.res = new Response(c.res.body, c.res);
        for (const [name, value] of allowance) c.res.headers.set(name, value);
      }
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

/**
 * The LTI platform's services a tool calls server to server (AGS token, line items, scores): the same faults
 * as Learn, but no latency and no request log (those stay Learn's REST figures).
 */
export function platformServiceFaults(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const faulted = await applyFault(state, c, new URL(c.req.url).pathname);
    if (faulted) return faulted;
    await next();
  };
}
