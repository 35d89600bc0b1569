import * as v from 'valibot';
import type { RelatedArticle } from '../contracts.ts';
import type { RelatedArticlesProvider } from './provider.ts';

/** MediaWiki opensearch answer: [query, titles[], descriptions[], urls[]]. */
const OpenSearch = v.tuple([v.string(), v.array(v.string()), v.array(v.string()), v.array(v.string())]);

export interface WikipediaOptions {
  /** e.g. https://en.wikipedia.org */
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
  /** Wikimedia asks API clients to identify themselves. */
  userAgent: string;
}

/** The public encyclopedia search (MediaWiki `action=opensearch`), bounded by a timeout. */
export function wikipediaProvider(options: WikipediaOptions): RelatedArticlesProvider {
  return {
    name: 'wikipedia',
    async search(query, { limit, signal }) {
      const url = new URL('/w/api.php', options.baseUrl);
      url.search = new URLSearchParams({
        action: 'opensearch',
        search: query,
        limit: String(limit),
        namespace: '0',
        format: 'json',
        redirects: 'resolve',
      }).toString();
      const { signal: bounded, done } = withTimeout(signal, options.timeoutMs);
      let body: unknown;
      try {
        const response = await options.fetch(url, {
          headers: { accept: 'application/json', 'Api-User-Agent': options.userAgent, 'user-agent': options.userAgent },
          signal: bounded,
        });
        if (!response.ok) throw new Error(`Wikipedia answered ${response.status}`);
        body = await response.json();
      } finally {
        done();
      }
      const [, titles, , urls] = v.parse(OpenSearch, body);
      const articles: RelatedArticle[] = [];
      titles.forEach((title, i) => {
        const link = urls[i];
        if (title && link && /^https:\/\//.test(link)) articles.push({ title, url: link });
      });
      return articles.slice(0, limit);
    },
  };
}

/**
 * The caller's signal plus a timeout. Not `AbortSignal.any([s, AbortSignal.timeout(ms)])`: on
 * Node 20 the timeout signal inside `any()` can be garbage-collected before it fires, and the
 * request then waits forever. Here the timer is held and cleared explicitly.
 */
function withTimeout(signal: AbortSignal, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Wikipedia did not answer within ${ms} ms (timeout)`, 'TimeoutError')),
    ms,
  );
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}
