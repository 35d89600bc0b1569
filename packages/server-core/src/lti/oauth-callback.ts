import { requestLearnToken } from '@tools/learn-api';
import * as v from 'valibot';
import { findRegistration, oauthCallbackUrl, type LtiServices } from './context.ts';
import { LtiError } from './lti-error.ts';
import { consumeOAuthState, findLaunch, setLearnUser, type LaunchRecord } from './launch-store.ts';
import { shellRedirect } from './shell-redirect.ts';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

export const TokenResponse = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  expires_in: v.optional(v.number(), 3600),
  /** With scope `offline`: a new access token without the user (learn-sessions.ts). */
  refresh_token: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Learn answers with the user's uuid. */
  user_id: v.optional(v.string()),
});

/**
 * The Learn user the token belongs to must be the user the platform launched (Learn's LTI `sub`
 * is the user's uuid): otherwise a session signed in as someone else in the same browser would
 * take over this launch. The token response's `user_id` settles it when it is that uuid;
 * otherwise (absent, or another form of id) Learn is asked who the token belongs to.
 */
async function learnUserOf(s: LtiServices, launch: LaunchRecord, token: string, userId: string | undefined) {
  if (userId === launch.userSub) return userId;
  let uuid: string;
  try {
    uuid = (await s.learn.getMe(launch.platformUrl, token)).uuid;
  } catch (error) {
    throw new LtiError('oauth_failed', `Learn did not say who signed in (${errorText(error)})`, 502);
  }
  if (uuid !== launch.userSub) {
    throw new LtiError('user_mismatch', `Learn user ${uuid} is not the launch user ${launch.userSub}`, 403);
  }
  return uuid;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Learn redirected back with an authorization code: exchange it (Basic auth with the REST app
 * key/secret), keep the session for the user's next launches, seal the token behind a one-time
 * code, and return the shell URL.
 */
export async function finishOAuth(s: LtiServices, query: CallbackQuery): Promise<string> {
  if (query.error)
    throw new LtiError('oauth_failed', [query.error, query.error_description].filter(Boolean).join(': '));
  if (!query.state) throw new LtiError('missing_parameter', 'state');
  if (!query.code) throw new LtiError('missing_parameter', 'code');
  const now = s.now();
  const launchId = await consumeOAuthState(s.db, query.state, now);
  const launch = launchId ? await findLaunch(s.db, launchId, now) : null;
  if (!launch) throw new LtiError('state_mismatch', 'the sign-in step does not belong to a current launch', 401);
  const registration = await findRegistration(s, launch.issuer, launch.clientId);
  if (!registration) throw new LtiError('unknown_platform', launch.issuer);

  let body: unknown;
  try {
    const response = await requestLearnToken({
      baseUrl: launch.platformUrl,
      key: registration.restKey,
      secret: registration.restSecret,
      grant: { grant_type: 'authorization_code', code: query.code, redirect_uri: oauthCallbackUrl(s.config) },
      fetch: s.fetch,
    });
    if (!response.ok) throw new Error(`Learn token endpoint answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new LtiError('oauth_failed', error instanceof Error ? error.message : 'token exchange failed', 502);
  }
  const parsed = v.safeParse(TokenResponse, body);
  if (!parsed.success) throw new LtiError('oauth_failed', 'Learn sent an unexpected token response', 502);
  const { access_token, expires_in, refresh_token, user_id } = parsed.output;
  const learnUser = await learnUserOf(s, launch, access_token, user_id);
  await setLearnUser(s.db, launch.id, learnUser);

  const session = { token: access_token, expiresAt: new Date(now.getTime() + expires_in * 1000).toISOString() };
  await s.learnSessions.keep(
    { platform: launch.platformUrl, appKey: registration.restKey, userUuid: learnUser },
    { ...session, ...(refresh_token ? { refreshToken: refresh_token } : {}) },
  );
  return shellRedirect(s, launch, learnUser, session);
}
