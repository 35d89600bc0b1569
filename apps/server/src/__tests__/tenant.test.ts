import { describe, expect, it } from 'vitest';
import m001 from '@tools/server-core/migrations/001_lti.ts';
import m002 from '@tools/late-penalty/server/migrations/002_late_penalty.ts';
import { migrate, readMigrations } from '../migrations/index.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import { tenantDb, TenantScopeError } from '@tools/server-core/db/tenant.ts';

describe('TenantDb', () => {
  it('binds the platform as $1 and refuses a statement that does not filter by it', async () => {
    const db = await openPglite(null);
    await db.exec('create table t (platform text not null, id text not null, primary key (platform, id))');
    const a = tenantDb(db, 'https://a.test');
    const b = tenantDb(db, 'https://b.test');
    await a.query('insert into t (platform, id) values ($1, $2)', ['_1_1']);
    await b.query('insert into t (platform, id) values ($1, $2)', ['_1_1']);
    expect(await a.query('select id from t where platform = $1')).toEqual([{ id: '_1_1' }]);
    expect(() => a.query('select id from t')).toThrow(TenantScopeError);
    expect(() => a.query('select id from t where id = $2', ['_1_1'])).toThrow(
      'A tenant query must filter by platform = $1',
    );
    // Transactions stay on the same site, nested ones join the outer one.
    await a.transaction(async (tx) => {
      await tx.query('delete from t where platform = $1');
      await tx.transaction(async (inner) => inner.query('insert into t (platform, id) values ($1, $2)', ['_2_1']));
    });
    expect(await db.query('select platform, id from t order by platform, id')).toEqual([
      { platform: 'https://a.test', id: '_2_1' },
      { platform: 'https://b.test', id: '_1_1' },
    ]);
    await db.close();
  });
});

describe('migration 003 (platform on late-penalty rows)', () => {
  const upTo2 = readMigrations({ '001_lti': m001, '002_late_penalty': m002 });

  it('gives rows stored before it the configured default platform', async () => {
    const db = await openPglite(null);
    await migrate(db, { migrations: upTo2 });
    await db.exec(`insert into late_penalty_rules (code, label, status) values ('ten', '10% penalty each day late', 'Active');
      insert into late_penalty_associations (course_id, content_item_id, rule_code) values ('_3_1', '_9_1', 'ten')`);
    expect(await migrate(db, { defaultPlatform: 'https://learn.example.edu' })).toContain(3);
    expect(await db.query('select platform, code, version from late_penalty_rules')).toEqual([
      { platform: 'https://learn.example.edu', code: 'ten', version: 1 },
    ]);
    expect(await db.query('select platform from late_penalty_associations')).toEqual([
      { platform: 'https://learn.example.edu' },
    ]);
    await db.close();
  });

  it('stops with a message that says what to do when rows exist and no default is known', async () => {
    const db = await openPglite(null);
    await migrate(db, { migrations: upTo2 });
    await db.exec(`insert into late_penalty_rules (code, label, status) values ('ten', 'x', 'Active')`);
    await expect(migrate(db, { defaultPlatform: null })).rejects.toThrow(
      'Start the server once with a single ALLOWED_PLATFORM_ORIGINS, or with MIGRATION_DEFAULT_PLATFORM',
    );
    // Nothing half-done: the table is as before and 003 is not recorded.
    expect(
      await db.query("select count(*)::int as n from information_schema.columns where column_name = 'platform'"),
    ).toEqual([{ n: 0 }]);
    expect(await db.query('select max(version) as v from schema_migrations')).toEqual([{ v: 2 }]);
    await db.close();
  });

  it('needs no default on an empty database', async () => {
    const db = await openPglite(null);
    expect((await migrate(db)).length).toBe(readMigrations().length);
    await db.close();
  });
});
