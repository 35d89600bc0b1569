import { requestLearnToken } from '@tools/learn-api';
import * as v from 'valibot';
import { format } from '@tools/server-core/messages.ts';
import { enrollmentMessages as m } from './messages.ts';

const TokenResponse = v.object({ access_token: v.string(), expires_in: v.number() });

/** Learn refused the application credentials or could not answer. */
export class AppTokenError extends Error {
  override name = 'AppTokenError';
}

/**
 * Application (client-credentials) Learn tokens, one per Learn site and key, cached until
 * 60 s before they expire. Per-process: a miss only costs one token request. The token never
 * leaves the server (not logged, not sent to the browser).
 */
export class AppTokens {
  private readonly cache = new Map<string, { token: string; until: number }>();
  private readonly pending = new Map<string, Promise<string>>();
  constructor(
    private readonly fetchFn: typeof globalThis.fetch,
    private readonly now: () => number,
  ) {}

  get(platformUrl: string, key: string, secret: string): Promise<string> {
    const id = `${platformUrl}\u0000${key}`;
    const hit = this.cache.get(id);
    if (hit && hit.until > this.now()) return Promise.resolve(hit.token);
    const running = this.pending.get(id);
    if (running) return running;
    const request = this.fetchToken(platformUrl, key, secret)
      .then(({ token, expiresIn }) => {
        this.cache.set(id, { token, until: this.now() + Math.max(0, expiresIn - 60) * 1000 });
        return token;
      })
      .finally(() => this.pending.delete(id));
    this.pending.set(id, request);
    return request;
  }

  private async fetchToken(platformUrl: string, key: string, secret: string) {
    let response: Response;
    try {
      response = await requestLearnToken({
        baseUrl: platformUrl,
        key,
        secret,
        grant: { grant_type: 'client_credentials' },
        fetch: this.fetchFn,
      });
    } catch (error) {
      throw new AppTokenError(format(m.tokenNoAnswer, { reason: (error as Error).message }));
    }
    if (!response.ok) throw new AppTokenError(format(m.tokenStatus, { status: response.status }));
    const parsed = v.safeParse(TokenResponse, await response.json().catch(() => null));
    if (!parsed.success) throw new AppTokenError(m.tokenUnexpected);
    return { token: parsed.output.access_token, expiresIn: parsed.output.expires_in };
  }
}
