import type { Context, Hono } from 'hono';
import { escapeHtml, page } from '../html.ts';
import type { SandboxState } from '../state/state.ts';
import { TOKEN_LIFETIME_SECONDS } from '../state/tokens.ts';
import { PUBLIC_PREFIX } from './router.ts';

/** OAuth 2 error body (RFC 6749 §5.2), as Learn's token endpoint answers. */
const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status);

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function basicCredentials(c: Context): [string, string] | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return undefined;
  try {
    const decoded = atob(match[1]!);
    const i = decoded.indexOf(':');
    return i < 0 ? undefined : [decodeURIComponent(decoded.slice(0, i)), decodeURIComponent(decoded.slice(i + 1))];
  } catch {
    return undefined;
  }
}

/** Learn reads the token request from the query string or a form body. */
async function tokenParams(c: Context): Promise<URLSearchParams> {
  const params = new URL(c.req.url).searchParams;
  if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    for (const [k, v] of new URLSearchParams(await c.req.text())) if (!params.has(k)) params.set(k, v);
  }
  return params;
}

export function registerOAuth(app: Hono, state: SandboxState): void {
  state.routes.add('POST', `${PUBLIC_PREFIX}/v1/oauth2/token`);
  state.routes.add('GET', `${PUBLIC_PREFIX}/v1/oauth2/authorizationcode`);

  app.post(`${PUBLIC_PREFIX}/v1/oauth2/token`, async (c) => {
    const creds = basicCredentials(c);
    if (!creds || creds[0] !== state.appKey || creds[1] !== state.appSecret) {
      return oauthError(
        c,
        401,
        'invalid_client',
        'Client authentication failed: send HTTP Basic with the application key and secret',
      );
    }
    const p = await tokenParams(c);
    const grantType = p.get('grant_type');
    const tokenBody = (userId: string | null, scope: string) => {
      const access_token = state.tokens.issue({ userId, clientId: state.appKey, scope });
      const user = userId ? state.store.userById(userId) : undefined;
      const refresh =
        userId && scope.split(' ').includes('offline')
          ? state.oauth.issueRefreshToken(userId, state.appKey, scope)
          : undefined;
      return {
        access_token,
        token_type: 'bearer',
        expires_in: TOKEN_LIFETIME_SECONDS,
        ...(refresh ? { refresh_token: refresh } : {}),
        scope,
        ...(user && state.oauth.tokenUserId !== 'none'
          ? { user_id: state.oauth.tokenUserId === 'id' ? user.id : user.uuid }
          : {}),
      };
    };
    if (grantType === 'client_credentials') return c.json(tokenBody(null, 'read write delete'));
    if (grantType === 'authorization_code') {
      const code = p.get('code');
      if (!code) return oauthError(c, 400, 'invalid_request', 'code is required');
      const grant = state.oauth.redeemCode(code);
      if (!grant)
        return oauthError(c, 400, 'invalid_grant', 'The authorization code is invalid, expired or already used');
      if (grant.redirectUri !== p.get('redirect_uri'))
        return oauthError(c, 400, 'invalid_grant', 'redirect_uri does not match the authorization request');
      if (grant.codeChallenge) {
        const verifier = p.get('code_verifier');
        if (!verifier || (await s256(verifier)) !== grant.codeChallenge)
          return oauthError(c, 400, 'invalid_grant', 'code_verifier does not match the code_challenge');
      }
      return c.json(tokenBody(grant.userId, grant.scope));
    }
    if (grantType === 'refresh_token') {
      const grant = state.oauth.redeemRefreshToken(p.get('refresh_token') ?? '');
      if (!grant) return oauthError(c, 400, 'invalid_grant', 'The refresh token is invalid');
      return c.json(tokenBody(grant.userId, grant.scope));
    }
    return oauthError(
      c,
      400,
      'unsupported_grant_type',
      'grant_type must be client_credentials, authorization_code or refresh_token',
    );
  });

  app.get(`${PUBLIC_PREFIX}/v1/oauth2/authorizationcode`, (c) => {
    const q = new URL(c.req.url).searchParams;
    const redirectUri = q.get('redirect_uri');
    const problem =
      q.get('client_id') !== state.appKey
        ? `Unknown client_id '${q.get('client_id') ?? ''}'.`
        : q.get('response_type') !== 'code'
          ? "response_type must be 'code'."
          : !redirectUri || !/^https?:\/\//.test(redirectUri)
            ? 'redirect_uri must be an absolute http(s) URL.'
            : q.get('code_challenge') && q.get('code_challenge_method')?.toUpperCase() !== 'S256'
              ? 'Only the S256 code_challenge_method is supported.'
              : undefined;
    if (problem)
      return c.html(
        page(
          'Authorization failed',
          `<main><h1>Authorization failed</h1><p role="alert">${escapeHtml(problem)}</p></main>`,
        ),
        400,
      );
    const sessionToken = q.get('one_time_session_token');
    const personaName = q.get('persona');
    const userId = sessionToken
      ? state.oauth.redeemSessionToken(sessionToken)
      : personaName
        ? state.persona(personaName)?.id
        : undefined;
    if (sessionToken && !userId) {
      return c.html(
        page(
          'Authorization failed',
          '<main><h1>Authorization failed</h1><p role="alert">The one-time session token is invalid or already used.</p></main>',
        ),
        400,
      );
    }
    if (!userId) {
      // No session: a sign-in page that picks a persona (the dev stand-in for Learn's login).
      const links = Object.keys(state.store.data.personas)
        .map((name) => {
          const next = new URL(c.req.url);
          next.searchParams.set('persona', name);
          const user = state.persona(name)!;
          return `<li><a href="${escapeHtml(next.pathname + next.search)}">${escapeHtml(`${user.name.given} ${user.name.family}`)} (${escapeHtml(name)})</a></li>`;
        })
        .join('');
      return c.html(
        page(
          'Sign in to the Learn sandbox',
          `<main><h1>Sign in to the Learn sandbox</h1><p>Choose who you are:</p><ul>${links}</ul></main>`,
        ),
      );
    }
    const code = state.oauth.issueCode({
      userId,
      clientId: state.appKey,
      redirectUri: redirectUri!,
      scope: q.get('scope') ?? 'read',
      ...(q.get('code_challenge') ? { codeChallenge: q.get('code_challenge')! } : {}),
    });
    const target = new URL(redirectUri!);
    target.searchParams.set('code', code);
    if (q.get('state') !== null) target.searchParams.set('state', q.get('state')!);
    return c.redirect(target.toString(), 302);
  });
}
