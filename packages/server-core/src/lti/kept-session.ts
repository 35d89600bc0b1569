import { requestLearnToken } from '@tools/learn-api';
import * as v from 'valibot';
import type { PlatformRegistration } from '../config.ts';
import type { LtiServices } from './context.ts';
import type { IssuedSession } from './launch-codes.ts';
import type { LaunchRecord } from './launch-store.ts';
import type { SessionOwner } from './learn-sessions.ts';
import { TokenResponse } from './oauth-callback.ts';

/**
 * The launch user's kept Learn session (learn-sessions.ts), when there is one to use: the kept token
 * while it lives, else a new one from its refresh token (one request to Learn's token endpoint, no
 * authorization page). Undefined sends the user through Learn's authorization as before: no session,
 * a refresh Learn refused (forgotten then), or Learn not reachable for the refresh.
 */
export async function keptSession(
  s: LtiServices,
  registration: PlatformRegistration,
  launch: LaunchRecord,
): Promise<IssuedSession | undefined> {
  const owner: SessionOwner = { platform: launch.platformUrl, appKey: registration.restKey, userUuid: launch.userSub };
  const kept = await s.learnSessions.find(owner);
  if (!kept) return undefined;
  if (kept.state === 'live') return { token: kept.session.token, expiresAt: kept.session.expiresAt };
  return refresh(s, registration, owner, kept.session.refreshToken!);
}

async function refresh(
  s: LtiServices,
  registration: PlatformRegistration,
  owner: SessionOwner,
  refreshToken: string,
): Promise<IssuedSession | undefined> {
  let response: Response;
  try {
    response = await requestLearnToken({
      baseUrl: owner.platform,
      key: registration.restKey,
      secret: registration.restSecret,
      grant: { grant_type: 'refresh_token', refresh_token: refreshToken },
      fetch: s.fetch,
    });
  } catch (error) {
    s.log.warn('learn token refresh failed', { reason: error instanceof Error ? error.message : 'unreachable' });
    return undefined;
  }
  const parsed = response.ok ? v.safeParse(TokenResponse, await response.json().catch(() => null)) : null;
  // A refresh token Learn refuses (revoked, expired, used) is of no more use: sign in again.
  if (!parsed?.success || (parsed.output.user_id !== undefined && parsed.output.user_id !== owner.userUuid)) {
    s.log.info('learn token refresh refused', { status: response.status });
    await s.learnSessions.forget(owner);
    return undefined;
  }
  const { access_token, expires_in, refresh_token } = parsed.output;
  const session = {
    token: access_token,
    expiresAt: new Date(s.now().getTime() + expires_in * 1000).toISOString(),
  };
  // Learn may hand out a new refresh token (the old one is then spent); otherwise the old one stays.
  await s.learnSessions.keep(owner, { ...session, refreshToken: refresh_token ?? refreshToken });
  return session;
}
