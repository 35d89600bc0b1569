import { createMiddleware } from 'hono/factory';
import type { Logger } from '../log.ts';
import type { AppEnv } from './env.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Request id (from `X-Request-Id` when sane, else new), a child logger, one access-log line. */
export const requestLog = (log: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : globalThis.crypto.randomUUID();
    const child = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', child);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const url = new URL(c.req.url);
    child.info('request', {
      method: c.req.method,
      path: url.pathname + url.search,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
