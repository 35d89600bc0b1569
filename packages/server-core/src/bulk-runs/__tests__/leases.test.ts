import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '../../../test/shared-db.ts';
import { sandboxApp, type SandboxPersona } from '../../../test/sandbox-app.ts';
import type { Db } from '../../db/types.ts';

/**
 * Bulk-run leases on the real app with the Learn sandbox as Learn: who may hold one (asked of
 * Learn), one winner when runs race, the stale take-over, release, and one lease per Learn site.
 */
const SITE_A = 'https://learn-a.test';
const SITE_B = 'https://learn-b.test';
const BIO = DEMO.courses.bio101;
const T0 = Date.parse('2026-03-10T09:00:00.000Z');

let db: Db;
let clock = T0;
let app: ReturnType<typeof sandboxApp>;

beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  await db.exec('truncate bulk_run_leases');
  clock = T0;
  app = sandboxApp(db, [SITE_A, SITE_B], {}, { now: () => new Date(clock) });
});

const acquire = (persona: SandboxPersona, body: Record<string, unknown>, site = SITE_A) =>
  app.call(persona, 'POST', '/bulk-runs/leases', body, site);
const renew = (persona: SandboxPersona, body: Record<string, unknown>) =>
  app.call(persona, 'POST', '/bulk-runs/leases/renew', body);
const release = (persona: SandboxPersona, body: Record<string, unknown>) =>
  app.call(persona, 'DELETE', '/bulk-runs/leases', body);
const latePenalty = (runId: string, extra: Record<string, unknown> = {}) => ({
  kind: 'late-penalty-apply',
  courseId: BIO.id,
  runId,
  ...extra,
});
const ref = (runId: string) => ({ kind: 'late-penalty-apply', scopeId: BIO.id, runId });
const body = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('acquire', () => {
  it('grants the lease to an instructor, naming the course by its Learn id whatever reference was sent', async () => {
    const res = await acquire('instructor', latePenalty('run-1', { courseId: BIO.uuid }));
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({
      kind: 'late-penalty-apply',
      scopeId: BIO.id,
      runId: 'run-1',
      holder: {
        userId: DEMO.users.instructor.id,
        name: 'Margaret Ellis',
        startedAt: '2026-03-10T09:00:00.000Z',
        heartbeatAt: '2026-03-10T09:00:00.000Z',
        stale: false,
      },
      heartbeatMs: 30_000,
      staleMs: 120_000,
    });
    // The same course by its course id: the same lease, so another run is refused.
    const second = await acquire('instructor', latePenalty('run-2', { courseId: `courseId:${BIO.courseId}` }));
    expect(second.status).toBe(409);
  });

  it('refuses a second run (another tab) with who holds it and since when; the same run may ask again', async () => {
    expect((await acquire('instructor', latePenalty('tab-1'))).status).toBe(200);
    clock += 10_000;
    const res = await acquire('instructor', latePenalty('tab-2'));
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({
      message:
        'Margaret Ellis has been running this (late-penalty-apply) since 2026-03-10T09:00:00.000Z. Wait for it to finish.',
      holder: {
        userId: DEMO.users.instructor.id,
        name: 'Margaret Ellis',
        startedAt: '2026-03-10T09:00:00.000Z',
        heartbeatAt: '2026-03-10T09:00:00.000Z',
        stale: false,
      },
    });
    const again = await acquire('instructor', latePenalty('tab-1'));
    expect(again.status).toBe(200);
    expect((await body(again)).holder).toMatchObject({
      startedAt: '2026-03-10T09:00:00.000Z',
      heartbeatAt: '2026-03-10T09:00:10.000Z',
    });
  });

  it('lets exactly one of many runs racing for the same course win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => acquire('instructor', latePenalty(`race-${i}`))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(11).fill(409)]);
    const rows = await db.query('select run_id from bulk_run_leases');
    expect(rows).toHaveLength(1);
  });

  it('keeps kinds and courses apart: another kind or another course is another lease', async () => {
    expect((await acquire('instructor', latePenalty('a'))).status).toBe(200);
    expect((await acquire('instructor', { kind: 'lti-grades', courseId: BIO.id, runId: 'b' })).status).toBe(200);
    expect((await acquire('instructor', latePenalty('c', { courseId: DEMO.courses.math150.id }))).status).toBe(200);
  });
});

describe('who may hold a lease (asked of Learn)', () => {
  it('refuses students, teaching assistants and instructors of other courses for late penalties', async () => {
    const student = await acquire('student', latePenalty('s'));
    expect([student.status, (await body(student)).message]).toEqual([
      403,
      'Your course role (Student) may not perform this action.',
    ]);
    const ta = await acquire('instructor3', latePenalty('t'));
    expect([ta.status, (await body(ta)).message]).toEqual([
      403,
      'Your course role (TeachingAssistant) may not perform this action.',
    ]);
    const stranger = await acquire('instructor2', latePenalty('x'));
    expect([stranger.status, (await body(stranger)).message]).toEqual([403, 'You are not enrolled in this course.']);
    const admin = await acquire('admin', latePenalty('y'));
    expect(admin.status).toBe(403);
    expect(await db.query('select 1 from bulk_run_leases')).toEqual([]);
  });

  it('lets a teaching assistant hold the LTI grades lease, as the grade sender allows', async () => {
    expect((await acquire('instructor3', { kind: 'lti-grades', courseId: BIO.uuid, runId: 'g' })).status).toBe(200);
  });

  it('lets a system administrator hold a rubric upload lease in a course they are not enrolled in', async () => {
    const res = await acquire('admin', { kind: 'upload-rubric', courseId: BIO.uuid, runId: 'r' });
    expect(res.status).toBe(200);
    expect((await body(res)).scopeId).toBe(BIO.id);
    const missing = await acquire('admin', { kind: 'upload-rubric', courseId: '_999999_1', runId: 'r2' });
    expect([missing.status, (await body(missing)).message]).toEqual([404, 'Learn does not know the course _999999_1.']);
  });

  it('lets only system administrators hold a catalog category lease, named by its Learn id', async () => {
    const category = DEMO.categories.sciences.id;
    const res = await acquire('admin', { kind: 'set-category', categoryId: category, runId: 'c' });
    expect(res.status).toBe(200);
    expect((await body(res)).scopeId).toBe(category);
    const instructor = await acquire('instructor', { kind: 'set-category', categoryId: category, runId: 'd' });
    expect([instructor.status, (await body(instructor)).message]).toEqual([
      403,
      'Only Learn system administrators may run set-category here.',
    ]);
  });

  it('validates the request with the contract', async () => {
    const res = await acquire('instructor', { kind: 'delete-everything', courseId: BIO.id, runId: 'v' });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toMatch(/^Invalid request body: kind: kind must be one of late-penalty-apply/);
    const badRef = await acquire('instructor', latePenalty('w', { courseId: '../admin' }));
    expect(badRef.status).toBe(400);
  });
});

describe('stale leases and take-over', () => {
  it('calls a lease stale after two minutes without renewal; take-over replaces it only when asked', async () => {
    expect((await acquire('instructor', latePenalty('old'))).status).toBe(200);
    clock += 120_000;
    const asked = await acquire('instructor', latePenalty('new'));
    expect(asked.status).toBe(409);
    expect(await body(asked)).toMatchObject({
      message:
        'Margaret Ellis started this (late-penalty-apply) at 2026-03-10T09:00:00.000Z and has not been heard from since 2026-03-10T09:00:00.000Z: the run has stopped and may be taken over.',
      holder: { stale: true },
    });
    const taken = await acquire('instructor', latePenalty('new', { takeOver: true }));
    expect(taken.status).toBe(200);
    expect((await body(taken)).holder).toMatchObject({ startedAt: '2026-03-10T09:02:00.000Z', stale: false });

    // The old run learns at its next renewal that the lease is gone, and who took it.
    const lost = await renew('instructor', ref('old'));
    expect([lost.status, (await body(lost)).message]).toEqual([
      409,
      'This run no longer holds its lease: Margaret Ellis has held it since 2026-03-10T09:02:00.000Z.',
    ]);
    expect(await body(await release('instructor', ref('old')))).toEqual({ released: false });
    expect((await db.query<{ run_id: string }>('select run_id from bulk_run_leases'))[0]?.run_id).toBe('new');
  });

  it('never takes over a live lease, and renewals keep it live', async () => {
    expect((await acquire('instructor', latePenalty('live'))).status).toBe(200);
    clock += 100_000;
    expect((await renew('instructor', ref('live'))).status).toBe(200);
    clock += 100_000;
    const refused = await acquire('instructor', latePenalty('taker', { takeOver: true }));
    expect(refused.status).toBe(409);
    expect((await body(refused)).holder).toMatchObject({ heartbeatAt: '2026-03-10T09:01:40.000Z', stale: false });
  });

  it('lets one of two racing take-overs of a stale lease win', async () => {
    expect((await acquire('instructor', latePenalty('gone'))).status).toBe(200);
    clock += 121_000;
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((runId) => acquire('instructor', latePenalty(runId, { takeOver: true }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('release', () => {
  it('frees the course for the next run; only the holder can release, once', async () => {
    expect((await acquire('instructor', latePenalty('first'))).status).toBe(200);
    expect(await body(await release('instructor', ref('someone-else')))).toEqual({ released: false });
    expect(await body(await release('instructor', ref('first')))).toEqual({ released: true });
    expect(await body(await release('instructor', ref('first')))).toEqual({ released: false });
    expect((await acquire('instructor', latePenalty('second'))).status).toBe(200);
    const gone = await renew('instructor', ref('first'));
    expect([gone.status, (await body(gone)).message]).toEqual([
      409,
      'This run no longer holds its lease: Margaret Ellis has held it since 2026-03-10T09:00:00.000Z.',
    ]);
    await release('instructor', ref('second'));
    const released = await renew('instructor', ref('first'));
    expect(await body(released)).toEqual({
      message: 'This run no longer holds its lease (it was released). Start the run again.',
      holder: null,
    });
  });

  it('another user cannot release or renew a run they do not hold', async () => {
    expect((await acquire('instructor', { kind: 'lti-grades', courseId: BIO.id, runId: 'mine' })).status).toBe(200);
    const theirs = { kind: 'lti-grades', scopeId: BIO.id, runId: 'mine' };
    expect(await body(await release('instructor3', theirs))).toEqual({ released: false });
    expect((await renew('instructor3', theirs)).status).toBe(409);
    expect(await db.query('select run_id from bulk_run_leases')).toHaveLength(1);
  });
});

describe('two Learn sites with the same ids', () => {
  it('holds one lease per site: the same course id on another site is another course', async () => {
    expect((await acquire('instructor', latePenalty('a'), SITE_A)).status).toBe(200);
    expect((await acquire('instructor', latePenalty('b'), SITE_B)).status).toBe(200);
    const rows = await db.query<{ platform: string }>('select platform from bulk_run_leases order by platform');
    expect(rows.map((r) => r.platform)).toEqual([SITE_A, SITE_B]);
    expect((await app.call('instructor', 'DELETE', '/bulk-runs/leases', ref('a'), SITE_B)).status).toBe(200);
    expect(await db.query('select 1 from bulk_run_leases')).toHaveLength(2);
  });
});
