import { DEMO } from '@tools/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { migrate } from '@tools/server-core/migrations/index.ts';
import { testModules } from '@tools/server-core/test/modules.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/**
 * Issue 9 §3 on the event log, a store added after the issue ("every store the next tools add
 * follows the same rule"): any signed-in user may publish, so NUL and other control characters in
 * `data` keys and values, and numbers JSON can spell but not store (1e999 parses as Infinity and
 * would be stored as null), are refused with a 400 and a reason, never a 500.
 */
let db: Db;
let call: ReturnType<typeof sandboxApp>['call'];
let app: ReturnType<typeof sandboxApp>['app'];
let sandboxes: ReturnType<typeof sandboxApp>['sandboxes'];
const SITE = 'https://learn.test';
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db, { modules: testModules() });
  ({ call, app, sandboxes } = sandboxApp(db, [SITE]));
});

const event = (data: Record<string, unknown>) => ({
  id: 'limits-1',
  version: 1,
  type: 'grade.posted',
  occurredAt: '2026-03-01T10:00:00.000Z',
  courseId: '_300_1',
  data,
});

describe('POST /sendEvents: what a data field may hold', () => {
  it.each([
    ['a NUL in a value', { note: 'a\u0000b' }, /control characters/],
    ['a NUL in a key', { 'a\u0000b': 1 }, /control characters/],
    ['an escape character in a value', { note: 'a\u001b[2Jb' }, /control characters/],
    ['a value over 2000 characters', { note: 'x'.repeat(2001) }, /data values are at most 2000 characters/],
    ['a key over 100 characters', { ['k'.repeat(101)]: 1 }, /data keys are at most 100 characters/],
  ])('refuses %s with 400 and stores nothing', async (_what, data, reason) => {
    const res = await call('student', 'POST', '/sendEvents', { events: [event(data)] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(reason);
    expect(await db.query('select 1 from events')).toHaveLength(0);
  });

  it('refuses a number JSON spells but cannot store (1e999 is Infinity once parsed)', async () => {
    const body = JSON.stringify({ events: [event({ score: 0 })] }).replace('"score":0', '"score":1e999');
    const res = await app.request('/sendEvents', {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-Learn-Platform': SITE,
        Authorization: `Bearer ${sandboxes.get(SITE)!.state.issueToken(DEMO.users.student.id)}`,
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/finite/);
    expect(await db.query('select 1 from events')).toHaveLength(0);
  });
});
