import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { createBackendClient, type RelatedArticle } from '@tools/backend-api';
import { useLaunch } from '@tools/launch';

/**
 * Related articles per query from our server. Any failure (server down, no backendUrl,
 * provider error) is an empty list: the tutor shows no links, never an error.
 */
export function useRelatedArticles(queries: readonly string[]): Map<string, RelatedArticle[] | undefined> {
  const { backendUrl, token, platformUrl } = useLaunch();
  const backend = useMemo(
    () => (backendUrl ? createBackendClient({ baseUrl: backendUrl, token, platformUrl, timeoutMs: 10_000 }) : null),
    [backendUrl, token, platformUrl],
  );
  const results = useQueries({
    queries: queries.map((query) => ({
      // Never the token in a key; the answer does not depend on the user anyway.
      queryKey: ['backend', backendUrl, 'related-articles', query.toLowerCase()] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        backend
          ? backend.relatedArticles(query, { signal }).then(
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
