import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createLearnClient } from '../client.ts';
import { walkContentTree, type WalkProgress } from '../content-walker.ts';
import { API, server, useFakeClock, useMswServer } from './server.ts';

useMswServer();

type Node = { id: string; title: string; hasChildren?: boolean };

/**
 * A fake course outline: folder id -> children. ROOT is served by /contents, every other
 * folder by /contents/{id}/children. Folders listed in `fail` answer 500; pages of `pageSize`.
 */
function course(
  origin: string,
  tree: Record<string, Node[]>,
  opts: { fail?: string[]; pageSize?: number; delayMs?: number } = {},
) {
  const stats = { requests: [] as string[], inFlight: 0, max: 0 };
  const answer = async (folder: string, request: Request) => {
    const url = new URL(request.url);
    stats.requests.push(url.pathname + url.search);
    stats.inFlight += 1;
    stats.max = Math.max(stats.max, stats.inFlight);
    if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
    stats.inFlight -= 1;
    if (opts.fail?.includes(folder))
      return HttpResponse.json({ status: '500', message: `Folder ${folder} is broken` }, { status: 500 });
    const all = tree[folder] ?? [];
    const size = opts.pageSize ?? 200;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const next = offset + size < all.length ? `${url.pathname}?limit=${size}&offset=${offset + size}` : undefined;
    return HttpResponse.json({
      results: all.slice(offset, offset + size),
      ...(next ? { paging: { nextPage: next } } : {}),
    });
  };
  server.use(
    http.get(`${origin}${API}/v1/courses/:courseId/contents`, ({ request }) => answer('ROOT', request)),
    http.get(`${origin}${API}/v1/courses/:courseId/contents/:contentId/children`, ({ request, params }) =>
      answer(String(params.contentId), request),
    ),
  );
  return stats;
}

// Turns of the event loop, not wall time: any request the walk would still send has been sent after these.
const settle = async () => {
  for (let i = 0; i < 50; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

const folder = (id: string, title = id): Node => ({ id, title, hasChildren: true });
const item = (id: string, title = id): Node => ({ id, title, hasChildren: false });

describe('walkContentTree', () => {
  it('walks from ROOT in outline order, following nextPage at page size 200, with the fields it needs', async () => {
    const origin = 'https://walk-order.learn.test';
    const stats = course(
      origin,
      {
        ROOT: [folder('_1_1', 'Week 1'), item('_2_1', 'Syllabus')],
        _1_1: [item('_3_1', 'Reading'), folder('_4_1', 'Quiz folder'), item('_5_1', 'Essay')],
        _4_1: [item('_6_1', 'Quiz')],
      },
      { pageSize: 2 },
    );
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const result = await walkContentTree(learn, { courseRef: 'course-uuid', fields: ['contentHandler'] });
    expect(result.items.map((w) => [w.item.id, w.depth, w.parentId, w.path.join('/')])).toEqual([
      ['_1_1', 0, 'ROOT', ''],
      ['_3_1', 1, '_1_1', 'Week 1'],
      ['_4_1', 1, '_1_1', 'Week 1'],
      ['_6_1', 2, '_4_1', 'Week 1/Quiz folder'],
      ['_5_1', 1, '_1_1', 'Week 1'],
      ['_2_1', 0, 'ROOT', ''],
    ]);
    expect(result.failures).toEqual([]);
    expect(stats.requests[0]).toBe(
      `${API}/v1/courses/uuid:course-uuid/contents?fields=id%2Ctitle%2ChasChildren%2CcontentHandler&limit=200`,
    );
    expect(stats.requests).toContain(`${API}/v1/courses/uuid:course-uuid/contents/_1_1/children?limit=2&offset=2`);
  });

  it('starts from any folder', async () => {
    const origin = 'https://walk-from.learn.test';
    course(origin, { ROOT: [folder('_1_1')], _1_1: [item('_3_1')] });
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const result = await walkContentTree(learn, { courseRef: '_9_1', from: '_1_1' });
    expect(result.items.map((w) => w.item.id)).toEqual(['_3_1']);
  });

  it('reports a folder that fails and returns the rest of the tree', async () => {
    const origin = 'https://walk-partial.learn.test';
    course(origin, { ROOT: [folder('_1_1', 'Broken'), folder('_2_1')], _2_1: [item('_3_1')] }, { fail: ['_1_1'] });
    const learn = createLearnClient({ baseUrl: origin, token: 't', retry: { limit: 0 } });
    const progress: WalkProgress[] = [];
    const result = await walkContentTree(learn, { courseRef: '_9_1', onProgress: (p) => progress.push(p) });
    expect(result.items.map((w) => w.item.id)).toEqual(['_1_1', '_2_1', '_3_1']);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({
      contentId: '_1_1',
      title: 'Broken',
      error: { kind: 'server', message: 'Folder _1_1 is broken' },
    });
    expect(progress.at(-1)).toEqual({ foldersDone: 3, foldersFound: 3, items: 3, failures: 1 });
  });

  it('rejects when the start folder itself fails', async () => {
    const origin = 'https://walk-start.learn.test';
    course(origin, {}, { fail: ['ROOT'] });
    const learn = createLearnClient({ baseUrl: origin, token: 't', retry: { limit: 0 } });
    await expect(walkContentTree(learn, { courseRef: '_9_1' })).rejects.toMatchObject({ kind: 'server' });
  });

  it('is cancellable: an abort rejects and stops further requests', async () => {
    const origin = 'https://walk-abort.learn.test';
    const controller = new AbortController();
    const stats = course(origin, {
      ROOT: [folder('_1_1'), folder('_2_1')],
      _1_1: [folder('_3_1')],
      _3_1: [item('_4_1')],
    });
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const walk = walkContentTree(learn, {
      courseRef: '_9_1',
      signal: controller.signal,
      concurrency: 1,
      onProgress: (p) => {
        if (p.foldersDone === 1) controller.abort();
      },
    });
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(stats.requests).toHaveLength(1);
  });

  it('keeps at most `concurrency` folder listings in flight', async () => {
    const origin = 'https://walk-bound.learn.test';
    // Every listing takes 10 ms of (fake) time, so without a bound all six folders would overlap.
    useFakeClock();
    const root = Array.from({ length: 6 }, (_, i) => folder(`_${i + 1}_1`));
    const stats = course(origin, { ROOT: root }, { delayMs: 10 });
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    let done = false;
    const walk = walkContentTree(learn, { courseRef: '_9_1', concurrency: 2 }).finally(() => (done = true));
    for (let step = 0; step < 20 && !done; step += 1) await vi.advanceTimersByTimeAsync(10);
    const result = await walk;
    expect(result.items).toHaveLength(6);
    expect(stats.requests).toHaveLength(7);
    expect(stats.max).toBeLessThanOrEqual(2);
    expect(stats.max).toBe(2);
  });

  it('survives a cycle and reports it', async () => {
    const origin = 'https://walk-cycle.learn.test';
    course(origin, {
      ROOT: [folder('_1_1', 'A')],
      _1_1: [folder('_2_1', 'B')],
      _2_1: [folder('_1_1', 'A'), item('_3_1')],
    });
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const result = await walkContentTree(learn, { courseRef: '_9_1' });
    expect(result.items.map((w) => w.item.id)).toEqual(['_1_1', '_2_1', '_3_1']);
    expect(result.skipped).toEqual([{ contentId: '_1_1', title: 'A', reason: 'cycle' }]);
  });

  it('stops at maxDepth and reports the folders not opened', async () => {
    const origin = 'https://walk-depth.learn.test';
    const stats = course(origin, { ROOT: [folder('_1_1')], _1_1: [folder('_2_1', 'Deep')], _2_1: [item('_3_1')] });
    const learn = createLearnClient({ baseUrl: origin, token: 't' });
    const result = await walkContentTree(learn, { courseRef: '_9_1', maxDepth: 1 });
    expect(result.items.map((w) => w.item.id)).toEqual(['_1_1', '_2_1']);
    expect(result.skipped).toEqual([{ contentId: '_2_1', title: 'Deep', reason: 'depth' }]);
    expect(stats.requests).toHaveLength(2);
  });
});
