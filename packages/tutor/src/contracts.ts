import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { HttpUrl, noControlChars, contractMessages as M } from '@tools/backend-api/contracts';

/** At most this many articles per query (a table cell of links, not a search page). */
export const MAX_RELATED_ARTICLES = 5;
export const MAX_RELATED_QUERY_LENGTH = 200;

/** GET /related-articles?query= (spec 000 §7). */
export const RelatedArticlesQuery = v.object({
  // A missing key reads as '' so it gets the same message as an empty one.
  query: v.pipe(
    v.optional(v.string(format(M.notString, { name: 'query' })), ''),
    v.trim(),
    v.nonEmpty(format(M.required, { name: 'query' })),
    v.maxLength(MAX_RELATED_QUERY_LENGTH, format(M.atMostChars, { name: 'query', max: MAX_RELATED_QUERY_LENGTH })),
    noControlChars('query'),
  ),
});
export type RelatedArticlesQuery = v.InferOutput<typeof RelatedArticlesQuery>;

export const RelatedArticle = v.object({
  title: v.pipe(
    v.string(format(M.notString, { name: 'title' })),
    v.nonEmpty(format(M.required, { name: 'title' })),
    v.maxLength(300),
  ),
  url: HttpUrl,
});
export type RelatedArticle = v.InferOutput<typeof RelatedArticle>;

/** `{ articles: [{ title, url }] }`; an empty list when the provider fails (never an error). */
export const RelatedArticlesResponse = v.object({
  articles: v.pipe(v.array(RelatedArticle), v.maxLength(MAX_RELATED_ARTICLES)),
});
export type RelatedArticlesResponse = v.InferOutput<typeof RelatedArticlesResponse>;
