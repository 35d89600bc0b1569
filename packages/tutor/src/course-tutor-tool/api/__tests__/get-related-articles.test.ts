import { describe, expect, it } from 'vitest';
import { getRelatedArticles, relatedArticlesQueryOptions } from '../get-related-articles.ts';

describe('related articles query', () => {
  it('keys each query text as sent: the provider answers per text, so casing is not folded', () => {
    expect(relatedArticlesQueryOptions(null, 'Lab Report').queryKey).toEqual(['related-articles', 'Lab Report']);
    expect(relatedArticlesQueryOptions(null, 'lab report').queryKey).not.toEqual(
      relatedArticlesQueryOptions(null, 'Lab Report').queryKey,
    );
  });

  it('is an empty list without a back end', async () => {
    expect(await getRelatedArticles(null, 'Cells')).toEqual([]);
  });
});
