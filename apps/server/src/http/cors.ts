import { cors } from 'hono/cors';

/**
 * The one CORS policy of the API: only the configured shell origins may call it from another
 * origin (the shell served by this server is same-origin and needs none). Applied once in
 * app.ts to every path, so a new endpoint cannot forget it or get a looser one.
 */
export const apiCors = (allowedShellOrigins: readonly string[]) =>
  cors({
    origin: (origin) => (allowedShellOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Learn-Platform', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
