import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http/errors.ts';
import { format, serverMessages } from '../messages.ts';
import type { AppEnv } from '../http/env.ts';
import { LearnUnauthorizedError, type Caller, type LearnIdentityPort, type LearnUser } from './caller.ts';
import { sha256Hex } from '../lib/digest.ts';
import { TtlCache } from './ttl-cache.ts';

/** Cache key: a hash of platform + token, so the token itself is never kept as a key. */
export function tokenKey(platformUrl: string, token: string): string {
  return sha256Hex(`${platformUrl}\n${token}`);
}

export interface IdentityDeps {
  learn: LearnIdentityPort;
  allowedPlatformOrigins: readonly string[];
  now?: () => number;
  /** Learn refused this token (401): e.g. forget a kept Learn session holding it, so no launch hands it out again. */
  onRefused?: (platformUrl: string, token: string) => Promise<void>;
}

export const WHO_AM_I_TTL_MS = 60_000;

/** Resolves the platform origin from `X-Learn-Platform` or `platformUrl`; must be allow-listed. */
export function platformOf(raw: string | undefined, allowed: readonly string[]): string {
  if (!raw) throw new HttpError(400, serverMessages.missingPlatform);
  let originOf: string;
  try {
    originOf = new URL(raw).origin;
  } catch {
    throw new HttpError(400, serverMessages.platformNotUrl);
  }
  if (!allowed.includes(originOf))
    throw new HttpError(403, format(serverMessages.platformNotAllowed, { origin: originOf }));
  return originOf;
}

/**
 * Middleware: who is calling? Bearer token + allow-listed platform, answered by Learn's
 * /users/me (cached 60 s by token hash). Sets `c.var.caller`.
 */
export function createIdentify(deps: IdentityDeps) {
  const cache = new TtlCache<LearnUser>(WHO_AM_I_TTL_MS, 10_000, deps.now);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, serverMessages.missingBearer);
    const token = match[1];
    const platformUrl = platformOf(
      c.req.header('x-learn-platform') ?? c.req.query('platformUrl'),
      deps.allowedPlatformOrigins,
    );
    const key = tokenKey(platformUrl, token);
    let user = cache.get(key);
    if (!user) {
      try {
        user = await deps.learn.getMe(platformUrl, token);
      } catch (error) {
        if (error instanceof LearnUnauthorizedError) {
          await deps.onRefused?.(platformUrl, token);
          throw new HttpError(401, serverMessages.tokenRefused);
        }
        c.var.log.warn('identity lookup failed', { err: error });
        throw new HttpError(502, serverMessages.identityUnavailable);
      }
      cache.set(key, user);
    }
    const caller: Caller = { platformUrl, token, user };
    c.set('caller', caller);
    await next();
  });
}
