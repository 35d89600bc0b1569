import { PUBLIC_PREFIX } from './endpoint.ts';

/** Learn's OAuth 2 token endpoint (the 3-legged sign-in's code exchange, client credentials). */
export const TOKEN_PATH = `${PUBLIC_PREFIX}/v1/oauth2/token`;

export type LearnTokenGrant =
  | { grant_type: 'client_credentials' }
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
  /** A new access token from the refresh token of an earlier sign-in (scope `offline`). */
  | { grant_type: 'refresh_token'; refresh_token: string };

export interface LearnTokenRequest {
  /** The Learn site's origin. */
  baseUrl: string;
  /** The REST application's key and secret (sent as HTTP Basic). */
  key: string;
  secret: string;
  grant: LearnTokenGrant;
  fetch?: typeof globalThis.fetch;
}

/** HTTP Basic credentials (RFC 7617, UTF-8), without Buffer so it also runs in a browser. */
function basic(key: string, secret: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${key}:${secret}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/**
 * POST {site}/learn/api/public/v1/oauth2/token: the one place the token endpoint is called. Not
 * through `createLearnClient`, because it authenticates with the application's key and secret
 * instead of a user's bearer token, and it is never retried (an authorization code and a refresh
 * token are single use). Resolves with Learn's answer whatever its status, so each caller words its own error;
 * rejects when Learn cannot be reached.
 */
export function requestLearnToken(request: LearnTokenRequest): Promise<Response> {
  return (request.fetch ?? globalThis.fetch)(new URL(TOKEN_PATH, request.baseUrl), {
    method: 'POST',
    headers: {
      Authorization: basic(request.key, request.secret),
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams(request.grant),
  });
}
