import * as v from 'valibot';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import { collectAll, paginate } from '../paging.ts';
import { API, server, useMswServer } from './server.ts';

useMswServer();

const ORIGIN = 'https://paging.learn.test';
const learn = createLearnClient({ baseUrl: ORIGIN, token: 't' });
const Item = v.looseObject({ id: v.string() });
const PATH = `${API}/v1/courses/_1_1/users`;

function threePages() {
  const seen: string[] = [];
  server.use(
    http.get(`${ORIGIN}${PATH}`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.pathname + url.search);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const ids = { 0: ['_1_1', '_2_1'], 2: ['_3_1', '_4_1'], 4: ['_5_1'] }[offset as 0 | 2 | 4];
      const nextPage = offset < 4 ? `${PATH}?limit=2&offset=${offset + 2}&fields=id&expand=user` : undefined;
      return HttpResponse.json({ results: ids.map((id) => ({ id })), ...(nextPage ? { paging: { nextPage } } : {}) });
    }),
  );
  return seen;
}

describe('paginate', () => {
  it('follows paging.nextPage across 3 pages, sending limit/fields/expand on the first', async () => {
    const seen = threePages();
    const pages = [];
    for await (const page of paginate(learn, PATH, Item, {
      limit: 2,
      fields: ['id'],
      expand: 'user',
      searchParams: { role: 'Student' },
    })) {
      pages.push(page.results.map((r) => r.id));
    }
    expect(pages).toEqual([['_1_1', '_2_1'], ['_3_1', '_4_1'], ['_5_1']]);
    expect(seen).toEqual([
      `${PATH}?role=Student&fields=id&expand=user&limit=2`,
      `${PATH}?limit=2&offset=2&fields=id&expand=user`,
      `${PATH}?limit=2&offset=4&fields=id&expand=user`,
    ]);
  });

  it('collectAll returns every result, default limit 100', async () => {
    const seen = threePages();
    const all = await collectAll(learn, PATH, Item);
    expect(all.map((r) => r.id)).toEqual(['_1_1', '_2_1', '_3_1', '_4_1', '_5_1']);
    expect(seen[0]).toBe(`${PATH}?limit=100`);
  });

  it('stops when Learn repeats a nextPage (no endless loop)', async () => {
    server.use(
      http.get(`${ORIGIN}${PATH}`, () =>
        HttpResponse.json({ results: [{ id: '_1_1' }], paging: { nextPage: `${PATH}?offset=1` } }),
      ),
    );
    await expect(collectAll(learn, PATH, Item)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: `Learn sent the same paging.nextPage twice: ${PATH}?offset=1`,
    });
  });

  it('refuses a nextPage on another host (the token must not follow it)', async () => {
    server.use(
      http.get(`${ORIGIN}${PATH}`, () =>
        HttpResponse.json({ results: [], paging: { nextPage: 'https://evil.test/learn/api/public/x' } }),
      ),
    );
    await expect(collectAll(learn, PATH, Item)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('names the path when a page has the wrong shape', async () => {
    server.use(http.get(`${ORIGIN}${PATH}`, () => HttpResponse.json({ results: [{ id: 7 }] })));
    await expect(collectAll(learn, PATH, Item)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: `Learn sent an unexpected response for GET ${PATH}?limit=100: results.0.id: Invalid type: Expected string but received 7`,
    });
  });
});
