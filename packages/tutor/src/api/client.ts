import { RelatedArticlesResponse } from '../contracts.ts';
import type { BackendCall } from '@tools/backend-api';

/** The tutor stops waiting for related articles after 10 s (they are a side panel, not the answer). */
export const RELATED_ARTICLES_TIMEOUT_MS = 10_000;

export function relatedArticlesApi(call: BackendCall) {
  return {
    search: (query: string, options: { signal?: AbortSignal } = {}) =>
      call('get', 'related-articles', RelatedArticlesResponse, {
        query: { query },
        timeoutMs: RELATED_ARTICLES_TIMEOUT_MS,
        ...options,
      }),
  };
}
export type RelatedArticlesApi = ReturnType<typeof relatedArticlesApi>;
