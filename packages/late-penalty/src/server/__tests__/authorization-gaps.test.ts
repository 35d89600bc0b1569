import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/harness.ts';
import { keptToken } from '@tools/server-core/test/kept-token.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/**
 * A row of the late-penalty authorization matrix that routes.test.ts (a fake Learn that never
 * changes its mind) cannot show: rule writes ask Learn again, so LATE_PENALTY_ADMIN revoked in
 * Learn stops them at once even though the caller's identity is still in the 60 s cache.
 */
const RULE = { Code: '10-percent-penalty-each-day-late', Label: '10% penalty each day late', Status: 'Active' };

let db: Db;
let app: ReturnType<typeof sandboxApp>;
const codes = async () => (await db.query<{ code: string }>('select code from late_penalty_rules')).map((r) => r.code);

beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  await db.exec('truncate late_penalty_rules cascade');
  app = sandboxApp(db);
  expect((await app.call('admin', 'POST', '/late-penalty-rules', [RULE])).status).toBe(200);
});

describe('rule writes after LATE_PENALTY_ADMIN is revoked in Learn', () => {
  it.each([
    ['POST', '/late-penalty-rules', [{ ...RULE, Code: 'other', Label: '5% penalty each day late' }]],
    ['POST', '/late-penalty-rules/bulk', { rules: [], deletes: [RULE.Code] }],
    ['DELETE', '/late-penalty-rules', { Code: RULE.Code }],
    ['DELETE', '/late-penalty-rules/all', undefined],
  ] as const)('%s %s: 403, nothing changed', async (method, path, body) => {
    const admin = keptToken(app, 'admin');
    expect((await admin.send('GET', '/late-penalty-rules')).status).toBe(200);
    admin.revoke('LATE_PENALTY_ADMIN');
    const res = await admin.send(method, path, body);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This action needs the institution role LATE_PENALTY_ADMIN.' });
    expect(await codes()).toEqual([RULE.Code]);
  });
});
