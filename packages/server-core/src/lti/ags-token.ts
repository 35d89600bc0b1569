import { SignJWT } from 'jose';
import * as v from 'valibot';
import type { PlatformRegistration } from '../config.ts';
import type { ToolKeys } from './tool-keys.ts';

export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

const TokenResponse = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  expires_in: v.optional(v.number(), 3600),
});

const cacheKey = (registration: PlatformRegistration, scope: string) =>
  `${registration.issuer} ${registration.clientId} ${scope}`;

/** Raised when the platform refuses the client-credentials grant. */
export class AgsTokenError extends Error {
  override name = 'AgsTokenError';
}

/**
 * Client-credentials tokens for AGS, obtained with a signed JWT client assertion (RFC 7523:
 * iss = sub = client_id, aud = token endpoint, whole-second iat, unique jti). Cached per
 * registration + scope until shortly before they expire; concurrent callers share one request.
 * The cache is per process: a miss only costs one token request, and `send` replaces a token the
 * platform stopped accepting at once instead of failing until it expires.
 */
export class AgsTokens {
  private readonly cache = new Map<string, { token: string; expiresAt: number }>();
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(
    private readonly keys: ToolKeys,
    private readonly fetchFn: typeof globalThis.fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Calls an AGS service with a token for `scope`. A platform that refuses the token with 401
   * (it rotated keys, restarted or revoked it before it expired) gets one more try with a newly
   * requested token, and the refused one leaves the cache; any other answer is returned as is.
   */
  async send(
    registration: PlatformRegistration,
    scope: string,
    call: (authorization: string) => Promise<Response>,
  ): Promise<Response> {
    const token = await this.get(registration, scope);
    const first = await call(`Bearer ${token}`);
    if (first.status !== 401) return first;
    await first.body?.cancel().catch(() => undefined);
    this.drop(registration, scope, token);
    return call(`Bearer ${await this.get(registration, scope)}`);
  }

  /** Forgets a token the platform refused (unless another caller already replaced it). */
  drop(registration: PlatformRegistration, scope: string, token: string): void {
    const key = cacheKey(registration, scope);
    if (this.cache.get(key)?.token === token) this.cache.delete(key);
  }

  async get(registration: PlatformRegistration, scope: string): Promise<string> {
    const key = cacheKey(registration, scope);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.now().getTime()) return cached.token;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const promise = this.request(registration, scope)
      .then(({ token, lifetimeS }) => {
        // Renew a minute early so a token never expires between our check and the platform's.
        this.cache.set(key, { token, expiresAt: this.now().getTime() + Math.max(0, lifetimeS - 60) * 1000 });
        return token;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private async request(registration: PlatformRegistration, scope: string) {
    const signing = await this.keys.signing();
    const iat = Math.floor(this.now().getTime() / 1000);
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: signing.kid, typ: 'JWT' })
      .setIssuer(registration.clientId)
      .setSubject(registration.clientId)
      .setAudience(registration.tokenEndpoint)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .setJti(crypto.randomUUID())
      .sign(signing.key);
    const response = await this.fetchFn(registration.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope,
      }),
    });
    if (!response.ok) throw new AgsTokenError(`The platform token endpoint answered ${response.status}.`);
    const parsed = v.safeParse(TokenResponse, await response.json().catch(() => null));
    if (!parsed.success) throw new AgsTokenError('The platform token endpoint sent an unexpected response.');
    return { token: parsed.output.access_token, lifetimeS: parsed.output.expires_in };
  }
}
