import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keptToken } from '@tools/server-core/test/kept-token.ts';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import { ConfigError } from '@tools/server-core/config.ts';
import { readSettings } from '@tools/server-core/test/settings.ts';
import { deliverablesRoles } from '../roles-config.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { DEFAULT_DELIVERABLES_ROLES } from '../roles-config.ts';
import { deliverablesDb } from './deliverables-db.ts';

const roles = (env: Record<string, string>) => readSettings(env, (s, problems) => deliverablesRoles(s.env, problems));

/**
 * Issue 21 §3, deliverables: changing rows, saving a snapshot and reading Azure DevOps work items
 * (through the server's ADO token) need a Learn role the server checks (DELIVERABLES_ROLES, default
 * FACULTY, STAFF, SystemAdmin); reading the rows stays open. Before, every Learn user could.
 */
const ENV = {
  ADO_ORG_URL: 'https://learn.test/ado/sandbox-org',
  ADO_PROJECT: 'Portfolio',
  ADO_PAT: 'sandbox-pat',
  DELIVERABLES_SAVE_URL: 'https://learn.test/deliverables-save',
};
const REFUSED = {
  message:
    'Changing deliverables and reading Azure DevOps work items needs one of these Learn roles: FACULTY, STAFF, SystemAdmin. Your Learn account has none of them.',
};
const row = { Item: 'Payroll feed', Customer: 'Acme U', Rank: 3 };
const snapshot = {
  headers: ['Item'],
  rows: [['Payroll feed']],
  meta: { filteredCount: 1, totalCount: 1, exportedAt: 'now' },
};

let db: Db;
let app: ReturnType<typeof sandboxApp>;
beforeAll(async () => {
  db = await deliverablesDb();
});
beforeEach(async () => {
  await db.exec('truncate deliverables');
  app = sandboxApp(db, ['https://learn.test'], ENV);
});
const stored = async () =>
  (await (await app.call('admin', 'GET', '/deliverables')).json()) as { items: Record<string, unknown>[] };

describe('who may change deliverables and read work items', () => {
  // Student (STUDENT), instructor (FACULTY), admin (STAFF, SystemAdmin).
  const WHO: SandboxPersona[] = ['student', 'instructor', 'admin'];
  it.each<[string, string, string, unknown, number[]]>([
    ['create', 'PUT', '/deliverables', row, [403, 200, 409]],
    ['work item', 'GET', '/deliverables/workitems/4101', undefined, [403, 200, 200]],
    ['snapshot', 'POST', '/deliverables/snapshot', snapshot, [403, 200, 200]],
    ['read the rows', 'GET', '/deliverables', undefined, [200, 200, 200]],
  ])('%s', async (_name, method, path, body, expected) => {
    const got: number[] = [];
    for (const who of WHO) got.push((await app.call(who, method, path, body)).status);
    expect(got).toEqual(expected);
  });

  it('a student can neither change nor delete a row, and the row is left as it was', async () => {
    expect((await app.call('instructor', 'PUT', '/deliverables', row)).status).toBe(200);
    for (const [method, body] of [
      ['PATCH', { ...row, Customer: 'Student was here', version: 1 }],
      ['DELETE', { ...row, version: 1 }],
    ] as const) {
      const res = await app.call('student', method, '/deliverables', body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(REFUSED);
    }
    expect((await stored()).items).toEqual([
      expect.objectContaining({ Item: 'Payroll feed', Customer: 'Acme U', version: 1 }),
    ]);
  });

  it('asks Learn again for a write: a role removed in Learn stops writes at once', async () => {
    const ellis = keptToken(app, 'instructor');
    expect((await ellis.send('PUT', '/deliverables', row)).status).toBe(200);
    ellis.revoke('FACULTY');
    const res = await ellis.send('PATCH', '/deliverables', { ...row, Customer: 'After revoke', version: 1 });
    expect(res.status).toBe(403);
    expect((await stored()).items[0]).toMatchObject({ Customer: 'Acme U' });
  });

  it('the roles are configurable (DELIVERABLES_ROLES)', async () => {
    const custom = sandboxApp(db, ['https://learn.test'], { ...ENV, DELIVERABLES_ROLES: 'ATHLETICS_ADMIN' });
    const refused = await custom.call('instructor', 'PUT', '/deliverables', row);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message:
        'Changing deliverables and reading Azure DevOps work items needs one of these Learn roles: ATHLETICS_ADMIN. Your Learn account has none of them.',
    });
    expect((await custom.call('admin', 'PUT', '/deliverables', row)).status).toBe(200);
    expect(roles({ NODE_ENV: 'test' })).toEqual([...DEFAULT_DELIVERABLES_ROLES]);
    expect(() => roles({ DELIVERABLES_ROLES: 'FACULTY, not a role!' })).toThrow(ConfigError);
  });
});
