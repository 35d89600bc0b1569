import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http/errors.ts';
import { format, serverMessages } from '../messages.ts';
import type { AppEnv } from '../http/env.ts';
import {
  LearnUnauthorizedError,
  type Caller,
  type CallerRoles,
  type CallerUser,
  type LearnIdentityPort,
} from './caller.ts';
import { sha256Hex } from '../lib/digest.ts';

/** Key of a token in the database: a hash of platform + token, so the token itself is never kept. */
export function tokenKey(platformUrl: string, token: string): string {
  return sha256Hex(`${platformUrl}\n${token}`);
}

export interface IdentityDeps {
  /** users/me, answered from what is proven (trusted-learn.ts) or by Learn: the caller's roles. */
  learn: LearnIdentityPort;
  /** Who the token belongs to without roles (trusted-learn.ts `userOf`); by default `learn.getMe`. */
  userOf?: (platformUrl: string, token: string) => Promise<CallerUser>;
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
 * Middleware: who is calling? Bearer token + allow-listed platform, answered from what a launch or a
 * recent Learn answer proved, else by Learn's users/me (src/identity/trust.ts). Sets `c.var.caller`.
 * The caller's roles are asked only when a check needs them (`caller.roles()`, once per request):
 * most course routes check the course role alone, and a launch already proved who the token is.
 */
export function createIdentify(deps: IdentityDeps) {
  const userOf = deps.userOf ?? ((platformUrl: string, token: string) => deps.learn.getMe(platformUrl, token));
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, serverMessages.missingBearer);
    const token = match[1];
    const platformUrl = platformOf(
      c.req.header('x-learn-platform') ?? c.req.query('platformUrl'),
      deps.allowedPlatformOrigins,
    );
    /** Learn's refusal as the caller's 401 (nothing about the token counts any more), any other failure a 502. */
    const askLearn = async <T>(question: () => Promise<T>): Promise<T> => {
      try {
        return await question();
      } catch (error) {
        if (error instanceof LearnUnauthorizedError) {
          await deps.onRefused?.(platformUrl, token);
          throw new HttpError(401, serverMessages.tokenRefused);
        }
        c.var.log.warn('identity lookup failed', { err: error });
        throw new HttpError(502, serverMessages.identityUnavailable);
      }
    };
    // Roles that came with the answer (an unknown token asks users/me) are not the caller's roles
    // until `roles()` says so: one path for every role check.
    const {
      institutionRoleIds: _i,
      systemRoleIds: _s,
      ...user
    }: CallerUser & Partial<CallerRoles> = await askLearn(() => userOf(platformUrl, token));
    let roles: Promise<CallerRoles> | undefined;
    const caller: Caller = {
      platformUrl,
      token,
      user,
      roles: () =>
        (roles ??= askLearn(() => deps.learn.getMe(platformUrl, token)).then((me) => ({
          institutionRoleIds: me.institutionRoleIds,
          systemRoleIds: me.systemRoleIds,
        }))),
    };
    c.set('caller', caller);
    await next();
  });
}
