import { queryOptions, useQueries } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { type RelatedArticlesApi, relatedArticlesApi } from '../../api/client.ts';
import { type RelatedArticle } from '../../contracts.ts';
import { useOptionalBackend } from '@tools/backend-api/react';

/**
 * Related articles for one query from our server. Any failure (server down, no backendUrl,
 * provider error) is an empty list: the tutor shows no links, never an error.
 */
export async function getRelatedArticles(
  backend: RelatedArticlesApi | null,
  query: string,
  signal?: AbortSignal,
): Promise<RelatedArticle[]> {
  if (!backend) return [];
  return backend.search(query, signal ? { signal } : {}).then(
    (r) => r.articles,
    () => [],
  );
}

/**
 * The query exactly as sent is the key: the provider answers per query text, so "Lab report"
 * and "Lab Report" are two answers. Never the token; the answer does not depend on the user.
 */
export const relatedArticlesQueryOptions = (backend: RelatedArticlesApi | null, query: string) =>
  queryOptions({
    queryKey: backendKeys.relatedArticles.search(query),
    queryFn: ({ signal }) => getRelatedArticles(backend, query, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Articles per query (undefined while loading), one cached request per distinct query. */
export function useRelatedArticles(queries: readonly string[]): Map<string, RelatedArticle[] | undefined> {
  const backend = useOptionalBackend(relatedArticlesApi);
  const results = useQueries({ queries: queries.map((query) => relatedArticlesQueryOptions(backend, query)) });
  return new Map(queries.map((q, i) => [q, results[i]!.data]));
}
