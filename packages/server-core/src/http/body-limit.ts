import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { format, serverMessages } from '../messages.ts';
import type { AppEnv } from './env.ts';

export const KiB = 1024;
export const MiB = 1024 * KiB;
/**
 * A route not in the tables (the core's below, each module's `bodyLimits`; none today: apps/server's
 * `__tests__/body-limits.test.ts` fails when a route with a body is missing): small, so a forgotten route
 * cannot take a large body.
 */
export const DEFAULT_BODY_LIMIT = 64 * KiB;

/**
 * The core's routes that take a body, by `METHOD path`, sized to their largest legitimate body (issue 21
 * §3: a limit far above it lets any user make the server hold that much per request). Each tool's server
 * module lists its own (`ServerModule.bodyLimits`, same rules); `routeBodyLimits` joins them. "Contract
 * bound": the largest JSON the route's contract accepts, every string at its maximum length in 3-byte UTF-8
 * characters (apps/server's `__tests__/json-bound.ts` computes it and its body-limits test checks each limit
 * against it, for every route of the product). Where a contract accepts more than any screen or platform
 * sends, the limit is the largest real body and the reason says so. Documented in apps/server/README.md.
 */
export const CORE_BODY_LIMITS: Readonly<Record<string, number>> = {
  // LTI form posts: the OIDC login initiation (a few parameters) and the id_token (Learn's are ~3 kB,
  // a platform with many custom claims ~20 kB).
  'POST /lti/login': 64 * KiB,
  'POST /lti/launch': 64 * KiB,
  // A launch code (at most 200 characters): contract bound 0.6 kB.
  'POST /lti/session': 4 * KiB,
  // Ten items of a 64-character id and a 255-character title: 8.4 kB.
  'POST /lti/deep-link': 16 * KiB,
  // A 2,048-character line-item URL and three short fields: contract bound 7.6 kB.
  'POST /lti/grades': 8 * KiB,
  // Bulk-run leases: a kind, a course or category id, a run id: contract bound 0.9 kB.
  'POST /bulk-runs/leases': 4 * KiB,
  'POST /bulk-runs/leases/renew': 4 * KiB,
  'DELETE /bulk-runs/leases': 4 * KiB,
};

/** The body limits of a server of the core and `modules` (a route named twice is refused). */
export function routeBodyLimits(modules: readonly { name: string; bodyLimits?: Readonly<Record<string, number>> }[]) {
  const limits: Record<string, number> = { ...CORE_BODY_LIMITS };
  for (const module of modules)
    for (const [route, limit] of Object.entries(module.bodyLimits ?? {})) {
      if (route in limits) throw new Error(`Body limit of ${route} is set twice (server module ${module.name})`);
      limits[route] = limit;
    }
  return limits;
}

/** `4 KB`, `1.3 MB`: the limit as the 413 message states it. */
export const sizeText = (bytes: number) =>
  bytes >= MiB ? `${Number((bytes / MiB).toFixed(2))} MB` : `${Number((bytes / KiB).toFixed(1))} KB`;

/**
 * One body limit in front of every route, before any handler or parser runs: a declared
 * Content-Length over the limit is refused without reading a byte, and a streamed body is
 * refused as soon as it passes the limit. `Connection: close` so the server does not drain the
 * rest of an oversized upload.
 */
export const bodyLimits = (limits: Readonly<Record<string, number>>) => {
  const byLimit = new Map<number, ReturnType<typeof bodyLimit>>();
  const middlewareFor = (maxSize: number) => {
    let middleware = byLimit.get(maxSize);
    if (!middleware) {
      middleware = bodyLimit({
        maxSize,
        onError: (c) => {
          c.header('Connection', 'close');
          return c.json({ message: format(serverMessages.bodyTooLarge, { limit: sizeText(maxSize) }) }, 413);
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
