import type { RelatedArticle } from '../contracts.ts';

/**
 * Where related articles come from. A provider may throw or time out: the service turns any
 * failure into an empty list (the tutor shows no links, never an error).
 */
export interface RelatedArticlesProvider {
  readonly name: string;
  search(query: string, options: { limit: number; signal: AbortSignal }): Promise<RelatedArticle[]>;
}
