import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http/errors.ts';
import { format, serverMessages } from '../messages.ts';
import type { AppEnv } from '../http/env.ts';
import { LearnUnauthorizedError, type Caller, type LearnIdentityPort, type LearnUser } from './caller.ts';
import { sha256Hex } from '../lib/digest.ts';

/** Key of a token in the database: a hash of platform + token, so the token itself is never kept. */
export function tokenKey(platformUrl: string, token: string): string {
  return sha256Hex(`${platformUrl}\n${token}`);
}

export interface IdentityDeps {
  /** users/me, answered from what is proven (trusted-learn.ts) or by Learn. */
  learn: LearnIdentityPort;
  /** For `identifyUser`: who the token belongs to without roles (trusted-learn.ts `userOf`). */
  userOf?: (platformUrl: string, token: string) => Promise<LearnUser>;
  allowedPlatformOrigins: readonly string[];
  /** Learn refused this token (401): e.g. forget a kept Learn session holding it, so no launch hands it out again. */
  onRefused?: (platformUrl: string, token: string) => Promise<void>;
}

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
 * Middleware: who is calling? Bearer token + allow-listed platform, answered by Learn's users/me (what
 * a launch or a recent answer proved is reused: src/identity/trust.ts). Sets `c.var.caller`. With
 * `roles: false` (`identifyUser`) the caller's roles are not fetched and stay empty.
 */
export function createIdentify(deps: IdentityDeps, options: { roles?: boolean } = {}) {
  const withRoles = options.roles ?? true;
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, serverMessages.missingBearer);
    const token = match[1];
    const platformUrl = platformOf(
      c.req.header('x-learn-platform') ?? c.req.query('platformUrl'),
      deps.allowedPlatformOrigins,
    );
    let user: LearnUser;
    try {
      user =
        !withRoles && deps.userOf ? await deps.userOf(platformUrl, token) : await deps.learn.getMe(platformUrl, token);
    } catch (error) {
      if (error instanceof LearnUnauthorizedError) {
        await deps.onRefused?.(platformUrl, token);
        throw new HttpError(401, serverMessages.tokenRefused);
      }
      c.var.log.warn('identity lookup failed', { err: error });
      throw new HttpError(502, serverMessages.identityUnavailable);
    }
    const caller: Caller = { platformUrl, token, user };
    c.set('caller', caller);
    await next();
  });
}
