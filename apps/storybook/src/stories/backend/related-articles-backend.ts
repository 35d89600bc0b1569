import { http } from 'msw';
import { RelatedArticlesQuery, type RelatedArticle } from '@tools/backend-api/contracts';
import { BACKEND_URL, type Sandbox } from '../../tool-story.tsx';
import { answer, identify, parse, searchParams } from './server-identity.ts';

/**
 * Stands for our server's GET /related-articles (apps/server/src/related-articles) configured
 * with its `fake` provider, as in E2E: the caller is checked with Learn, the query validated
 * with the shared contract, and the one article is a Wikipedia search link for the query
 * (nothing for a query of punctuation only), in the `{ articles }` contract.
 */
export const relatedArticlesBackend = (sandbox: Sandbox) => [
  http.get(`${BACKEND_URL}/related-articles`, ({ request }) =>
    answer(async () => {
      await identify(sandbox, request);
      const { query } = parse(RelatedArticlesQuery, searchParams(request), 'query');
      const articles: RelatedArticle[] = /[\p{L}\p{N}]/u.test(query)
        ? [
            {
              title: `${query} – Wikipedia search`,
              url: `https://en.wikipedia.org/w/index.php?${new URLSearchParams({ search: query })}`,
            },
          ]
        : [];
      return { articles };
    }),
  ),
];
