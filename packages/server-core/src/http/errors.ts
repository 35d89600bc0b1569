import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env.ts';
import { format, serverMessages } from '../messages.ts';

/**
 * An error meant for the caller: its message is safe to show and becomes `{ message }`. `details`
 * adds fields a contract defines for that answer (e.g. the holder of a bulk-run lease in a 409).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Every thrown error becomes JSON `{ message }`; unexpected ones are logged and hidden. */
export function onError(error: Error, c: Context<AppEnv>) {
  if (error instanceof HttpError) {
    if (error.status >= 500) c.var.log.error('request failed', { status: error.status, err: error });
    return c.json({ ...error.details, message: error.message }, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || serverMessages.badRequest }, error.status as ContentfulStatusCode);
  }
  // Name and message only (log.ts): a stack names our files and can carry request data.
  c.var.log.error('unhandled error', { err: error });
  return c.json({ message: serverMessages.internal }, 500);
}

export function notFound(c: Context<AppEnv>) {
  return c.json({ message: format(serverMessages.noRoute, { method: c.req.method, path: c.req.path }) }, 404);
}
