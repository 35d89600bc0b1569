import type { RelatedArticlesProvider } from './provider.ts';

/**
 * Local, deterministic provider for tests and E2E (no network): the article is a Wikipedia
 * search link for the query, so the link is real and useful, and tests can predict it.
 * Queries with nothing but punctuation find nothing, so the empty case is reachable too.
 */
export function fakeProvider(): RelatedArticlesProvider {
  return {
    name: 'fake',
    async search(query, { limit }) {
      if (!/[\p{L}\p{N}]/u.test(query)) return [];
      const url = `https://en.wikipedia.org/w/index.php?${new URLSearchParams({ search: query })}`;
      return [{ title: `${query} – Wikipedia search`, url }].slice(0, limit);
    },
  };
}
