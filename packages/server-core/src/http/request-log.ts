import { createMiddleware } from 'hono/factory';
import type { Logger } from '../log.ts';
import type { AppEnv } from './env.ts';
import { addResponseHeaders } from './response-headers.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Path and query as the client sent them, without parsing (a malformed `%` stays as it is). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start < 0 ? '/' : url.slice(start);
}

/**
 * Request id (from `X-Request-Id` when sane, else new), a child logger, and exactly one access-log
 * line per request, written after the answer is settled, also when a handler threw. The logger
 * never throws (see log.ts), so logging cannot change the answer.
 */
export const requestLog = (log: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    const started = performance.now();
    let status = 500;
    try {
      await next();
      addResponseHeaders(c, { 'X-Request-Id': requestId });
      status = c.res.status;
    } finally {
      log.info('request', {
        requestId,
        method: c.req.method,
        path: pathOf(c.req.url),
        status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
