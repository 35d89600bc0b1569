import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { relatedArticlesApi } from '../client.ts';
import { createBackendCall } from '@tools/backend-api';
import { BackendError } from '@tools/backend-api';
import { RelatedArticlesQuery, RelatedArticlesResponse } from '../../contracts.ts';

describe('related articles contract', () => {
  it('trims the query and refuses empty or long ones with a clear message', () => {
    expect(v.parse(RelatedArticlesQuery, { query: '  Cell biology ' })).toEqual({ query: 'Cell biology' });
    expect(v.safeParse(RelatedArticlesQuery, { query: '   ' }).issues?.[0]?.message).toBe('query is required');
    expect(v.safeParse(RelatedArticlesQuery, {}).issues?.[0]?.message).toBe('query is required');
    expect(v.safeParse(RelatedArticlesQuery, { query: 'x'.repeat(201) }).issues?.[0]?.message).toBe(
      'query must be at most 200 characters',
    );
  });

  it('accepts http(s) links only', () => {
    expect(
      v.safeParse(RelatedArticlesResponse, { articles: [{ title: 'Cell', url: 'https://en.wikipedia.org/wiki/Cell' }] })
        .success,
    ).toBe(true);
    expect(
      v.safeParse(RelatedArticlesResponse, { articles: [{ title: 'x', url: 'javascript:alert(1)' }] }).success,
    ).toBe(false);
  });
});

describe('client.relatedArticles', () => {
  it('sends the query with the bearer token and platform, and validates the answer', async () => {
    const seen: Request[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      seen.push(new Request(input, init));
      return Response.json({
        articles: [{ title: 'Cell (biology)', url: 'https://en.wikipedia.org/wiki/Cell_(biology)' }],
      });
    };
    const client = {
      relatedArticles: relatedArticlesApi(
        createBackendCall({
          baseUrl: 'https://tools.test',
          token: 'tok',
          platformUrl: 'https://learn.test',
          fetch,
        }),
      ),
    };
    expect(await client.relatedArticles.search('Cell & biology')).toEqual({
      articles: [{ title: 'Cell (biology)', url: 'https://en.wikipedia.org/wiki/Cell_(biology)' }],
    });
    expect(seen[0]!.url).toBe('https://tools.test/related-articles?query=Cell+%26+biology');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]!.headers.get('x-learn-platform')).toBe('https://learn.test');
  });

  it('turns a server error into a BackendError with its message', async () => {
    const fetch: typeof globalThis.fetch = async () =>
      Response.json({ message: 'Missing bearer token.' }, { status: 401 });
    const client = { relatedArticles: relatedArticlesApi(createBackendCall({ baseUrl: 'https://tools.test', fetch })) };
    await expect(client.relatedArticles.search('x')).rejects.toEqual(
      new BackendError('Missing bearer token.', 401, { message: 'Missing bearer token.' }),
    );
  });
});
