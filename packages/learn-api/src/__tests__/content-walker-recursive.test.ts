import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import { walkContentTree } from '../content-walker.ts';
import { contentTreeKey, contentTreeQueryOptions } from '../content-tree-query.ts';
import { API, server, useMswServer } from './server.ts';

useMswServer();

type Node = { id: string; title: string; parentId: string; hasChildren?: boolean };

/**
 * Flat recursive listing (Learn gives top-level items the hidden root folder's id as parent)
 * plus per-folder listings for the fallback. `failRecursive` answers 500 to recursive=true.
 */
function course(origin: string, flat: Node[], opts: { failRecursive?: number; pageSize?: number } = {}) {
  const requests: string[] = [];
  const page = (all: Node[], url: URL) => {
    const size = opts.pageSize ?? 200;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const next =
      offset + size < all.length ? `${url.pathname}?recursive=true&limit=${size}&offset=${offset + size}` : undefined;
    return HttpResponse.json({
      results: all.slice(offset, offset + size),
      ...(next ? { paging: { nextPage: next } } : {}),
    });
  };
  const answer = (parent: string, request: Request) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    if (url.searchParams.get('recursive') === 'true') {
      if (opts.failRecursive)
        return HttpResponse.json(
          { status: opts.failRecursive, message: 'Recursive listing failed' },
          { status: opts.failRecursive },
        );
      return page(flat, url);
    }
    return page(
      flat.filter((n) => n.parentId === parent),
      url,
    );
  };
  server.use(
    http.get(`${origin}${API}/v1/courses/:courseId/contents`, ({ request }) => answer('_root_1', request)),
    http.get(`${origin}${API}/v1/courses/:courseId/contents/:contentId/children`, ({ request, params }) =>
      answer(String(params.contentId), request),
    ),
  );
  return requests;
}

const tree: Node[] = [
  { id: '_1_1', title: 'Week 1', parentId: '_root_1', hasChildren: true },
  { id: '_3_1', title: 'Reading', parentId: '_1_1' },
  { id: '_4_1', title: 'Quiz folder', parentId: '_1_1', hasChildren: true },
  { id: '_6_1', title: 'Quiz', parentId: '_4_1' },
  { id: '_5_1', title: 'Essay', parentId: '_1_1' },
  { id: '_2_1', title: 'Syllabus', parentId: '_root_1' },
];
const outline = [
  ['_1_1', 0, 'ROOT', ''],
  ['_3_1', 1, '_1_1', 'Week 1'],
  ['_4_1', 1, '_1_1', 'Week 1'],
  ['_6_1', 2, '_4_1', 'Week 1/Quiz folder'],
  ['_5_1', 1, '_1_1', 'Week 1'],
  ['_2_1', 0, 'ROOT', ''],
];
const shape = (items: Awaited<ReturnType<typeof walkContentTree>>['items']) =>
  items.map((w) => [w.item.id, w.depth, w.parentId, w.path.join('/')]);

describe('walkContentTree recursive', () => {
  it('lists the whole tree in ceil(items / page) requests and rebuilds the outline from parentId', async () => {
    const origin = 'https://rec-order.learn.test';
    const requests = course(origin, tree, { pageSize: 4 });
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const progress: number[] = [];
    const result = await walkContentTree(learn, {
      courseRef: '_9_1',
      fields: ['contentHandler'],
      recursive: true,
      onProgress: (p) => progress.push(p.items),
    });
    expect(shape(result.items)).toEqual(outline);
    expect(requests).toEqual([
      `${API}/v1/courses/_9_1/contents?recursive=true&fields=id%2Ctitle%2ChasChildren%2CcontentHandler%2CparentId&limit=200`,
      `${API}/v1/courses/_9_1/contents?recursive=true&limit=4&offset=4`,
    ]);
    expect(progress).toEqual([4, 6, 6]);
  });

  it('falls back to the per-folder walk when the recursive listing fails with a 5xx', async () => {
    const origin = 'https://rec-fallback.learn.test';
    const requests = course(origin, tree, { failRecursive: 500 });
    const learn = createLearnClient({ baseUrl: origin, token: 't', retry: { limit: 0 } });
    const result = await walkContentTree(learn, { courseRef: '_9_1', recursive: true });
    expect(shape(result.items)).toEqual(outline);
    expect(requests).toHaveLength(1 + 3);
  });

  it('does not fall back when the failure would hit every folder (401)', async () => {
    const origin = 'https://rec-auth.learn.test';
    const requests = course(origin, tree, { failRecursive: 401 });
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    await expect(walkContentTree(learn, { courseRef: '_9_1', recursive: true })).rejects.toMatchObject({
      kind: 'auth',
    });
    expect(requests).toHaveLength(1);
  });

  it('reports folders beyond maxDepth and items listed twice', async () => {
    const origin = 'https://rec-depth.learn.test';
    course(origin, [...tree, { id: '_2_1', title: 'Syllabus', parentId: '_root_1' }]);
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const result = await walkContentTree(learn, { courseRef: '_9_1', recursive: true, maxDepth: 1 });
    expect(shape(result.items)).toEqual(outline.filter(([id]) => id !== '_6_1'));
    expect(result.skipped).toEqual([
      { contentId: '_2_1', title: 'Syllabus', reason: 'cycle' },
      { contentId: '_4_1', title: 'Quiz folder', reason: 'depth' },
    ]);
  });

  it('maxDepth 0 lists only the start folder (one request, no recursion)', async () => {
    const origin = 'https://rec-top.learn.test';
    const requests = course(origin, tree);
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const result = await walkContentTree(learn, { courseRef: '_9_1', recursive: true, maxDepth: 0 });
    expect(result.items.map((w) => w.item.id)).toEqual(['_1_1', '_2_1']);
    expect(requests).toEqual([`${API}/v1/courses/_9_1/contents?limit=200`]);
  });
});

describe('contentTreeQueryOptions', () => {
  it('shares one cache entry per (platform, course, root, fields) whatever the field order', async () => {
    const origin = 'https://rec-query.learn.test';
    const requests = course(origin, tree);
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const queryClient = new QueryClient();
    const a = await queryClient.fetchQuery(contentTreeQueryOptions(learn, { courseRef: 'abc' }));
    const b = await queryClient.fetchQuery(contentTreeQueryOptions(learn, { courseRef: 'abc', onProgress: () => {} }));
    expect(b).toBe(a);
    expect(requests).toHaveLength(1);
    expect(contentTreeKey(origin, { courseRef: 'abc', fields: ['title', 'id'] })).toEqual(
      contentTreeKey(origin, { courseRef: 'abc', fields: ['id', 'title'] }),
    );
    expect(contentTreeKey(origin, { courseRef: 'abc' })).not.toEqual(
      contentTreeKey('https://other.test', { courseRef: 'abc' }),
    );
    expect(contentTreeKey(origin, { courseRef: 'abc' })).not.toEqual(
      contentTreeKey(origin, { courseRef: 'abc', from: '_1_1' }),
    );
    expect(contentTreeKey(origin, { courseRef: 'abc' }).slice(0, 4)).toEqual(['learn', origin, 'course', 'abc']);
    expect(JSON.stringify(contentTreeKey(origin, { courseRef: 'abc' }))).not.toContain('"t"');
  });
});
