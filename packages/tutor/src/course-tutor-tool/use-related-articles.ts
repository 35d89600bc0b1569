import { useQueries } from '@tanstack/react-query';
import { backendKeys, type RelatedArticle } from '@tools/backend-api';
import { useOptionalBackend } from '@tools/backend-api/react';

/**
 * Related articles per query from our server. Any failure (server down, no backendUrl,
 * provider error) is an empty list: the tutor shows no links, never an error.
 */
export function useRelatedArticles(queries: readonly string[]): Map<string, RelatedArticle[] | undefined> {
  const backend = useOptionalBackend();
  const results = useQueries({
    queries: queries.map((query) => ({
      // Never the token in a key; the answer does not depend on the user anyway.
      queryKey: backendKeys.relatedArticles.search(query.toLowerCase()),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        backend
          ? backend.relatedArticles.search(query, { signal }).then(
              (r) => r.articles,
              () => [],
            )
          : Promise.resolve([]),
      staleTime: 10 * 60_000,
      retry: false,
    })),
  });
  return new Map(queries.map((q, i) => [q, results[i]!.data]));
}
