import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postgresUrl, throwawayDatabase } from '@tools/server-core/test/postgres-database.ts';
import { migrate, readMigrations } from '../migrations/index.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import { openPostgres } from '@tools/server-core/db/postgres.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/** The same contract, run against each implementation. */
function dataLayerSuite(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => {
      await db?.close();
    });

    it('applies every migration once and records them; a second run applies nothing', async () => {
      const all = await readMigrations();
      const first = await migrate(db);
      expect(first).toEqual(all.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: number; name: string }>(
        'select version, name from schema_migrations order by version',
      );
      expect(rows.map((r) => [Number(r.version), r.name])).toEqual(all.map((m) => [m.version, m.name]));
    });

    it('query returns rows and binds parameters', async () => {
      const rows = await db.query<{ n: number; s: string }>('select $1::int + 1 as n, $2::text as s', [41, "o'hara"]);
      expect(rows).toEqual([{ n: 42, s: "o'hara" }]);
    });

    it('transaction commits on success and rolls back on error', async () => {
      await db.exec('create table if not exists t_probe (v text primary key)');
      await db.transaction(async (tx) => {
        await tx.query('insert into t_probe (v) values ($1)', ['kept']);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t_probe (v) values ($1)', ['dropped']);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const rows = await db.query<{ v: string }>('select v from t_probe order by v');
      expect(rows).toEqual([{ v: 'kept' }]);
    });

    it('round-trips jsonb and timestamptz', async () => {
      const at = new Date('2025-03-01T10:00:00.000Z');
      const rows = await db.query<{ j: unknown; t: Date }>('select $1::jsonb as j, $2::timestamptz as t', [
        JSON.stringify({ a: [1, 'b'] }),
        at,
      ]);
      expect(rows[0]!.j).toEqual({ a: [1, 'b'] });
      expect(new Date(rows[0]!.t).toISOString()).toBe(at.toISOString());
    });
  });
}

dataLayerSuite('PGlite (in memory)', () => openPglite(null));

describe('PGlite in a data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps data and migrations across restarts', async () => {
    const first = await openPglite(dir);
    expect((await migrate(first)).length).toBeGreaterThan(0);
    await first.query(
      "insert into lti_logins (state, nonce, issuer, client_id, expires_at) values ('s', 'n', 'i', 'c', now())",
    );
    await first.close();
    const second = await openPglite(dir);
    expect(await migrate(second)).toEqual([]);
    expect(await second.query('select state from lti_logins')).toEqual([{ state: 's' }]);
    await second.close();
  });
});

describe('readMigrations', () => {
  it('refuses gaps in the numbering', () => {
    expect(() => readMigrations({ '001_a': 'select 1', '003_c': 'select 1' })).toThrow(
      'Migrations must be numbered 1, 2, 3… without gaps; found 3 at position 2',
    );
  });
});

const skipReason = inject('postgresSkipReason');
if (!postgresUrl) {
  console.warn(`[data-layer] PostgreSQL suite skipped: ${skipReason}`);
}

describe.skipIf(!postgresUrl)('PostgreSQL server', () => {
  /** A fresh database per run so the suite is repeatable against a shared TEST_DATABASE_URL. */
  let url = '';
  const database = throwawayDatabase('tools_test');
  beforeAll(async () => {
    url = await database.create();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('two instances migrating at once apply each migration exactly once (advisory lock)', async () => {
    const [a, b] = await Promise.all([openPostgres(url, 2), openPostgres(url, 2)]);
    const results = await Promise.all([migrate(a), migrate(b)]);
    const all = readMigrations().map((m) => m.version);
    expect([...results[0], ...results[1]].sort((x, y) => x - y)).toEqual(all);
    expect(results.some((r) => r.length === 0)).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  dataLayerSuite('pg driver', async () => {
    const db = await openPostgres(url);
    // Start from an empty database: the advisory-lock test above migrated it already.
    await db.exec('drop schema public cascade; create schema public');
    return db;
  });
});
