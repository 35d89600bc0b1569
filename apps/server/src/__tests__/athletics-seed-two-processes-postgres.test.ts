import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ATHLETES_CSV, parseAthletesCsv } from '@tools/athletics/domain';
import { postgresUrl, throwawayDatabase } from '@tools/server-core/test/postgres-database.ts';
import { startServerProcess, waitForHealth, type ServerProcess } from '../../test/server-process.ts';
import { loadConfig } from '@tools/server-core/config.ts';
import { migrate } from '@tools/server-core/migrations/index.ts';
import { testModules } from '@tools/server-core/test/modules.ts';
import { openPostgres } from '@tools/server-core/db/postgres.ts';
import { tenantDb } from '@tools/server-core/db/tenant.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import * as store from '@tools/athletics/server/athletics-store.ts';
import { seedAthleticsDemo } from '@tools/athletics/server/demo-seed.ts';

/**
 * Issue 22 §6: instances starting at once on one PostgreSQL each run the sandbox's demo seed. Before,
 * the second crashed on a duplicate key (both saw "never loaded", both inserted the same rows).
 */
describe.skipIf(!postgresUrl)('demo athletics seed on PostgreSQL, instances at once', () => {
  const database = throwawayDatabase('tools_seed');
  let url = '';
  const pools: Db[] = [];
  beforeAll(async () => {
    url = await database.create();
    const first = await openPostgres(url, 2);
    pools.push(first);
    await migrate(first, { modules: testModules() });
    // One pool per "instance": separate connections, as separate processes have.
    for (let i = 1; i < 4; i++) pools.push(await openPostgres(url, 2));
  });
  afterAll(async () => {
    for (const db of pools) await db.close();
    await database.drop();
  });

  const config = loadConfig({ SANDBOX_URL: 'https://learn.test', NODE_ENV: 'test' });
  const site = 'https://learn.test';

  it('four instances seeding at once: one seeds, none fails, the data is the demo once', async () => {
    const outcomes = await Promise.allSettled(pools.map((db) => seedAthleticsDemo(db, config, new Date())));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === true)).toHaveLength(1);
    const demo = parseAthletesCsv(DEMO_ATHLETES_CSV);
    const data = await store.readAll(tenantDb(pools[0]!, site));
    expect(data.sports).toHaveLength(demo.sports.length);
    expect(data.students).toHaveLength(demo.students.length);
    expect(data.studentAthleticDetails).toHaveLength(demo.studentAthleticDetails.length);
    // Started again later: nothing to do.
    expect(await seedAthleticsDemo(pools[1]!, config, new Date())).toBe(false);
  });

  it('two loads of one site at once run one after the other (no duplicate key)', async () => {
    const demo = parseAthletesCsv(DEMO_ATHLETES_CSV);
    const load = (db: Db, by: string) =>
      tenantDb(db, site).transaction((tx) => store.replaceAll(tx, demo, by, new Date()));
    const outcomes = await Promise.allSettled([load(pools[0]!, 'a'), load(pools[1]!, 'b'), load(pools[2]!, 'c')]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect((await store.readAll(tenantDb(pools[3]!, site))).students).toHaveLength(demo.students.length);
  });
});

describe.skipIf(!postgresUrl)('two server processes starting at once on one PostgreSQL (sandbox mode)', () => {
  const database = throwawayDatabase('tools_start');
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of started) s.child.kill('SIGKILL');
    await Promise.all(started.map((s) => s.exited));
    await database.drop();
  });

  it('both become healthy; the demo seed is there once', async () => {
    const url = await database.create();
    // Sandbox mode: no LTI_PLATFORMS, so both run the migrations, the tool keys and the demo seed.
    const env = { DATABASE_URL: url, SANDBOX_URL: 'http://localhost:9' };
    started.push(await startServerProcess(env), await startServerProcess(env));
    await Promise.all(started.map((s) => waitForHealth(s)));
    const db = await openPostgres(url, 1);
    try {
      const loads = await db.query<{ loaded_by: string }>('select loaded_by from athletics_loads');
      expect(loads).toEqual([{ loaded_by: 'demo-seed' }]);
      const demo = parseAthletesCsv(DEMO_ATHLETES_CSV);
      const [{ n }] = (await db.query<{ n: string }>('select count(*)::text as n from athletics_students')) as [
        { n: string },
      ];
      expect(Number(n)).toBe(demo.students.length);
    } finally {
      await db.close();
    }
  }, 240_000);
});
