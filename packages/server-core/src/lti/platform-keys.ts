import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTHeaderParameters, type FlattenedJWSInput } from 'jose';

type KeyResolver = ReturnType<typeof createLocalJWKSet>;

const CACHE_MS = 10 * 60_000;

/**
 * Platform public keys by JWKS URL. Cached for 10 minutes; a token whose `kid` is not in the
 * cached set triggers exactly one refetch (the platform may have rotated) before it is refused.
 * Concurrent fetches of the same URL share one request.
 */
export class PlatformKeys {
  private readonly sets = new Map<string, { resolve: KeyResolver; fetchedAt: number }>();
  private readonly inflight = new Map<string, Promise<KeyResolver>>();

  constructor(
    private readonly fetchFn: typeof globalThis.fetch,
    private readonly now: () => number = Date.now,
  ) {}

  private load(url: string): Promise<KeyResolver> {
    const pending = this.inflight.get(url);
    if (pending) return pending;
    const promise = (async () => {
      const response = await this.fetchFn(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`Platform JWKS ${url} answered ${response.status}`);
      const jwks = (await response.json()) as JSONWebKeySet;
      if (!jwks || !Array.isArray(jwks.keys)) throw new Error(`Platform JWKS ${url} has no keys array`);
      const resolve = createLocalJWKSet(jwks);
      this.sets.set(url, { resolve, fetchedAt: this.now() });
      return resolve;
    })().finally(() => this.inflight.delete(url));
    this.inflight.set(url, promise);
    return promise;
  }

  /** A jose key getter for `jwtVerify` bound to one platform's JWKS URL. */
  resolverFor(url: string) {
    return async (header: JWTHeaderParameters, input: FlattenedJWSInput) => {
      const cached = this.sets.get(url);
      const fresh = cached && this.now() - cached.fetchedAt < CACHE_MS;
      const first = fresh ? cached.resolve : await this.load(url);
      try {
        return await first(header, input);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey) || !fresh) throw error;
        return (await this.load(url))(header, input);
      }
    };
  }
}
