import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { addResponseHeaders } from './response-headers.ts';

/**
 * The one CORS policy of the API: only the configured shell origins may call it from another
 * origin (the shell served by this server is same-origin and needs none). Applied once in
 * app.ts to every path, so a new endpoint cannot forget it or get a looser one.
 */
export const apiCors = (allowedShellOrigins: readonly string[]) => {
  const policy = cors({
    origin: (origin) => (allowedShellOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Learn-Platform', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  // CORS headers only mean something to a browser that sent Origin. Without it (same-origin
  // GETs, server-to-server) the policy is skipped: Hono's cors builds a placeholder response
  // before the handler, which cost about a sixth of a request's CPU time (docs/benchmarks.md).
  return createMiddleware(async (c, next) => {
    if (c.req.header('origin') !== undefined) return policy(c, next);
    await next();
    addResponseHeaders(c, { Vary: 'Origin' }, 'append');
  });
};
