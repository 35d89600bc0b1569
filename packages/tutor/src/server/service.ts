import { MAX_RELATED_ARTICLES, type RelatedArticle } from '../contracts.ts';
import { TtlCache } from '@tools/server-core/identity/ttl-cache.ts';
import type { Logger } from '@tools/server-core/log.ts';
import type { RelatedArticlesProvider } from './provider.ts';

/** Answers are the same for every user, so they are cached by query: 10 min, failures 30 s. */
export const ARTICLES_TTL_MS = 10 * 60_000;
export const FAILURE_TTL_MS = 30_000;

export interface RelatedArticlesService {
  find(query: string, log: Logger): Promise<RelatedArticle[]>;
}

/**
 * Wraps a provider: normalised cache key, one upstream call for concurrent identical
 * queries, and any failure (error, timeout, bad answer) becomes an empty list, logged.
 */
export function relatedArticlesService(
  provider: RelatedArticlesProvider,
  now: () => number = Date.now,
): RelatedArticlesService {
  const cache = new TtlCache<RelatedArticle[]>(ARTICLES_TTL_MS, 5_000, now);
  const inFlight = new Map<string, Promise<RelatedArticle[]>>();

  async function load(query: string, key: string, log: Logger): Promise<RelatedArticle[]> {
    try {
      const articles = (
        await provider.search(query, { limit: MAX_RELATED_ARTICLES, signal: new AbortController().signal })
      ).slice(0, MAX_RELATED_ARTICLES);
      cache.set(key, articles);
      return articles;
    } catch (error) {
      // The tutor shows no links rather than an error; a short negative cache spares a failing upstream.
      log.warn('related articles unavailable', { provider: provider.name, err: error });
      cache.set(key, [], FAILURE_TTL_MS);
      return [];
    }
  }

  return {
    find(query, log) {
      const key = query.trim().toLowerCase().replace(/\s+/g, ' ');
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = load(query.trim(), key, log).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}
