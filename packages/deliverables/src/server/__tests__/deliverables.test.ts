import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { deliverablesDb } from './deliverables-db.ts';

/**
 * The deliverables back end against the real app, with the Learn sandbox answering who is who:
 * Margaret Ellis (instructor, "ME"), Sam Carter (admin, "SC"), Ava Thompson (student).
 */
let db: Db;
let call: ReturnType<typeof sandboxApp>['call'];
let app: ReturnType<typeof sandboxApp>['app'];
const SITE_B = 'https://learn-b.test';
beforeAll(async () => {
  db = await deliverablesDb();
  ({ call, app } = sandboxApp(db, ['https://learn.test', SITE_B]));
});
beforeEach(async () => {
  await db.exec('truncate deliverables');
});

const row = { Item: 'Payroll feed', Customer: 'Acme U', Rank: 3, Notes: 'line 1\nline 2' };
async function json(res: Response) {
  return (await res.json()) as Record<string, unknown> & {
    item: Record<string, unknown>;
    items: Record<string, unknown>[];
  };
}
async function put(who: SandboxPersona, body: Record<string, unknown> = row) {
  const res = await call(who, 'PUT', '/deliverables', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).item;
}
async function stored(who: SandboxPersona = 'admin', site?: string) {
  return (await json(await call(who, 'GET', '/deliverables', undefined, site))).items;
}

describe('who may use it: any user Learn identifies (issue 12 §2)', () => {
  it.each<[string, SandboxPersona | null, number]>([
    ['no token', null, 401],
    ['student', 'student', 200],
    ['instructor', 'instructor', 200],
    ['admin', 'admin', 200],
  ])('%s: GET -> %s', async (_name, who, status) => {
    expect((await call(who, 'GET', '/deliverables')).status).toBe(status);
  });

  it('a caller without a token stores nothing', async () => {
    expect((await call(null, 'PUT', '/deliverables', row)).status).toBe(401);
    expect((await call(null, 'DELETE', '/deliverables', row)).status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('a Learn site that is not allowed is refused before Learn is asked', async () => {
    const res = await app.request('/deliverables', {
      method: 'PUT',
      headers: {
        'X-Learn-Platform': 'https://evil.test',
        Authorization: 'Bearer x',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(row),
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: 'Platform https://evil.test is not allowed.' });
  });

  it('each Learn site has its own portfolio', async () => {
    await put('admin');
    expect(await stored('admin', SITE_B)).toEqual([]);
    expect((await stored('admin')).map((r) => r.Item)).toEqual(['Payroll feed']);
  });
});

describe('create, read, update, delete', () => {
  it('PUT creates at version 1 with Last Updated / By from the verified caller, not the body', async () => {
    const item = await put('instructor', { ...row, 'Last Updated': '1999-01-01 00:00', 'Last Updated By': 'ZZ' });
    expect(item).toMatchObject({ ...row, version: 1, 'Last Updated By': 'ME' });
    expect(item['Last Updated']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(item['Last Updated']).not.toBe('1999-01-01 00:00');
  });

  it('PATCH replaces the row and bumps the version; the caller becomes Last Updated By', async () => {
    await put('instructor');
    const res = await call('admin', 'PATCH', '/deliverables', { ...row, Customer: 'Zenith', version: 1 });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      result: 'updated',
      item: { Customer: 'Zenith', version: 2, 'Last Updated By': 'SC' },
    });
  });

  it('PATCH of an unknown Item is a 404 (the tool then PUTs)', async () => {
    const res = await call('admin', 'PATCH', '/deliverables', row);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'The deliverable "Payroll feed" does not exist.' });
  });

  it('a rename (updated_item) moves the row; renaming onto another row is a 409', async () => {
    await put('admin');
    await put('admin', { Item: 'Portal', Customer: 'B' });
    const clash = await call('admin', 'PATCH', '/deliverables', {
      Item: 'portal',
      updated_item: 'Payroll feed',
      version: 1,
    });
    expect(clash.status).toBe(409);
    expect(await json(clash)).toEqual({
      message: 'A deliverable named "portal" already exists. Load from Cloud to see it.',
    });
    const res = await call('admin', 'PATCH', '/deliverables', {
      ...row,
      Item: 'Payroll v2',
      updated_item: 'Payroll feed',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect((await stored()).map((r) => r.Item).sort()).toEqual(['Payroll v2', 'Portal']);
  });

  it('DELETE removes the row; a second DELETE is a 404', async () => {
    await put('admin');
    expect((await call('admin', 'DELETE', '/deliverables', { ...row, version: 1 })).status).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await call('admin', 'DELETE', '/deliverables', { ...row, version: 1 })).status).toBe(404);
  });

  it('GET ?item= reads one row, case-insensitively', async () => {
    await put('admin');
    const res = await call('admin', 'GET', '/deliverables?item=payroll%20FEED');
    expect((await json(res)).items.map((r) => r.Item)).toEqual(['Payroll feed']);
  });

  it('GET pages with limit and nextKey (1000 at most)', async () => {
    for (const name of ['a', 'b', 'c']) await put('admin', { Item: name });
    const first = await json(await call('admin', 'GET', '/deliverables?limit=2'));
    expect(first.items.map((r) => r.Item)).toEqual(['a', 'b']);
    const second = await json(
      await call('admin', 'GET', `/deliverables?limit=2&nextKey=${encodeURIComponent(String(first.nextKey))}`),
    );
    expect(second).toMatchObject({ nextKey: null });
    expect(second.items.map((r) => r.Item)).toEqual(['c']);
    expect((await call('admin', 'GET', '/deliverables?limit=1001')).status).toBe(400);
  });

  it('GET refuses a control character in the ignored uuid parameter with a 400, never a 500', async () => {
    const res = await call('admin', 'GET', '/deliverables?uuid=a%00b');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.stringContaining('uuid must not contain control characters') });
  });
});

describe('no lost updates', () => {
  it('a PATCH based on an old version is a 409 and changes nothing', async () => {
    await put('instructor');
    expect((await call('admin', 'PATCH', '/deliverables', { ...row, Customer: 'Theirs', version: 1 })).status).toBe(
      200,
    );
    const mine = await call('instructor', 'PATCH', '/deliverables', { ...row, Customer: 'Mine', version: 1 });
    expect(mine.status).toBe(409);
    expect(await json(mine)).toEqual({
      message:
        'The deliverable "Payroll feed" was changed by someone else since you loaded it. Reload to see their version.',
    });
    expect(await stored()).toMatchObject([{ Customer: 'Theirs', version: 2 }]);
  });

  it('a DELETE based on an old version is a 409 and keeps the row', async () => {
    await put('instructor');
    await call('admin', 'PATCH', '/deliverables', { ...row, version: 1 });
    expect((await call('instructor', 'DELETE', '/deliverables', { ...row, version: 1 })).status).toBe(409);
    expect(await stored()).toHaveLength(1);
  });

  it('two PUTs of the same Item: the second is a 409', async () => {
    await put('instructor');
    const res = await call('admin', 'PUT', '/deliverables', { ...row, Customer: 'Other' });
    expect(res.status).toBe(409);
    expect(await stored()).toMatchObject([{ Customer: 'Acme U' }]);
  });
});

describe('bad bodies: a clear 400, nothing stored', () => {
  it.each<[string, unknown, string]>([
    ['no Item', { Customer: 'x' }, 'Invalid request body: Item: is required'],
    ['blank Item', { Item: '  ' }, 'Invalid request body: Item is required'],
    ['an array', [row], 'Invalid request body: body must be an object of columns'],
    [
      'an object cell',
      { Item: 'a', Notes: { x: 1 } },
      'Invalid request body: Notes: every cell must be text or a number',
    ],
    [
      'a NUL in a cell',
      { Item: 'a', Notes: 'a\u0000b' },
      'Invalid request body: Notes: a cell must not contain control characters',
    ],
    [
      'a huge cell',
      { Item: 'a', Notes: 'x'.repeat(10_001) },
      'Invalid request body: Notes: a cell must be at most 10000 characters',
    ],
    [
      'a number beyond the safe integers',
      { Item: 'a', Rank: 1e300 },
      'Invalid request body: Rank: a number cell must be at most 9007199254740991',
    ],
    ['a bad version', { Item: 'a', version: 1.5 }, 'Invalid request body: version: version must be a whole number'],
    [
      'too many columns',
      Object.fromEntries([['Item', 'a'], ...Array.from({ length: 205 }, (_, i) => [`c${i}`, 'x'])]),
      'Invalid request body: a row has at most 200 columns',
    ],
  ])('%s', async (_name, body, message) => {
    const res = await call('admin', 'PUT', '/deliverables', body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message });
    expect(await stored()).toEqual([]);
  });
});
