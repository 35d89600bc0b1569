import * as v from 'valibot';
import type { RelatedArticle } from '@tools/backend-api/contracts';
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
      const response = await options.fetch(url, {
        headers: { accept: 'application/json', 'Api-User-Agent': options.userAgent, 'user-agent': options.userAgent },
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      if (!response.ok) throw new Error(`Wikipedia answered ${response.status}`);
      const [, titles, , urls] = v.parse(OpenSearch, await response.json());
      const articles: RelatedArticle[] = [];
      titles.forEach((title, i) => {
        const link = urls[i];
        if (title && link && /^https:\/\//.test(link)) articles.push({ title, url: link });
      });
      return articles.slice(0, limit);
    },
  };
}
