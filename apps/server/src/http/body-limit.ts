import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { format, serverMessages } from '../messages.ts';
import type { AppEnv } from './env.ts';

export const MiB = 1024 * 1024;
/** Every route: JSON bodies and the LTI form posts (an id_token is a few kB) fit many times over. */
export const DEFAULT_BODY_LIMIT = 1 * MiB;

/**
 * Routes that need more, by `METHOD path`. Penalty snapshots: the screen sends at most
 * MAX_SNAPSHOT_ITEMS (2,000) per request; a typical chunk is ~0.6 MB, and the largest valid one
 * (every text at its maximum length, in 3-byte UTF-8 characters) is 8.0 MB.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  'POST /late-penalty-snapshots': 8 * MiB,
  // A deliverables snapshot of 10,000 rows is ~3 MB of CSV cells.
  'POST /deliverables/snapshot': 16 * MiB,
};

const mib = (bytes: number) => `${Number((bytes / MiB).toFixed(1))} MB`;

/**
 * One body limit in front of every route, before any handler or parser runs: a declared
 * Content-Length over the limit is refused without reading a byte, and a streamed body is
 * refused as soon as it passes the limit. `Connection: close` so the server does not drain the
 * rest of an oversized upload.
 */
export const bodyLimits = (limits: Readonly<Record<string, number>> = ROUTE_BODY_LIMITS) => {
  const byLimit = new Map<number, ReturnType<typeof bodyLimit>>();
  const middlewareFor = (maxSize: number) => {
    let middleware = byLimit.get(maxSize);
    if (!middleware) {
      middleware = bodyLimit({
        maxSize,
        onError: (c) => {
          c.header('Connection', 'close');
          return c.json({ message: format(serverMessages.bodyTooLarge, { limit: mib(maxSize) }) }, 413);
        },
      });
      byLimit.set(maxSize, middleware);
    }
    return middleware;
  };
  return createMiddleware<AppEnv>((c, next) => {
    // GET and HEAD carry no body (fetch refuses one). Asking for it anyway would make
    // @hono/node-server build a full Request per read, a large share of a small read's cost.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const maxSize = limits[`${c.req.method} ${c.req.path}`] ?? DEFAULT_BODY_LIMIT;
    return middlewareFor(maxSize)(c, next);
  });
};
