import { DEMO } from '@tools/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresUrl, throwawayDatabase } from '../../../test/postgres-database.ts';
import { sandboxApp } from '../../../test/sandbox-app.ts';
import { migrate } from '../../migrations/index.ts';
import { openPostgres } from '../../db/postgres.ts';
import type { Db } from '../../db/types.ts';

/**
 * Two server instances (each its own connection pool, as two processes behind a load balancer
 * would have) on one PostgreSQL database: real concurrent transactions, which PGlite cannot give.
 */
describe.skipIf(!postgresUrl)('bulk-run leases on PostgreSQL, two server instances', () => {
  const database = throwawayDatabase('tools_leases');
  const SITE = 'https://learn.test';
  const BIO = DEMO.courses.bio101;
  let first: Db;
  let second: Db;
  let clock = Date.parse('2026-03-10T09:00:00.000Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    const url = await database.create();
    first = await openPostgres(url, 8);
    second = await openPostgres(url, 8);
    await migrate(first);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database.drop();
  });
  beforeEach(async () => {
    await first.exec('truncate bulk_run_leases');
  });

  /** Both instances answer for the same Learn site (one sandbox each, the same seeded data). */
  const instances = () => [sandboxApp(first, [SITE], {}, { now }), sandboxApp(second, [SITE], {}, { now })];
  const acquire = (app: ReturnType<typeof sandboxApp>, runId: string, takeOver = false) =>
    app.call('instructor', 'POST', '/bulk-runs/leases', {
      kind: 'late-penalty-apply',
      courseId: BIO.id,
      runId,
      takeOver,
    });

  it('lets exactly one of 24 acquires spread over both instances win', async () => {
    const apps = instances();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => acquire(apps[i % 2]!, `run-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(23);
    const winner = answers[statuses.indexOf(200)]!;
    const rows = await first.query<{ run_id: string }>('select run_id from bulk_run_leases');
    expect(rows).toEqual([{ run_id: ((await winner.json()) as { runId: string }).runId }]);
  });

  it('lets exactly one of 12 take-overs of a stale lease win, on either instance', async () => {
    const apps = instances();
    expect((await acquire(apps[0]!, 'stopped')).status).toBe(200);
    clock += 121_000;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => acquire(apps[i % 2]!, `taker-${i}`, true)));
    expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const rows = await second.query<{ run_id: string }>('select run_id from bulk_run_leases');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.run_id).toMatch(/^taker-/);
  });
});
