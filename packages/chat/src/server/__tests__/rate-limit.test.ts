import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { ask, chatDb, emptyChatTables, SITE } from './chat-db.ts';

/** Per-user limit, counted in the database: two server instances on one database count together. */
let db: Db;
beforeAll(async () => {
  db = await chatDb();
});
beforeEach(async () => {
  await emptyChatTables(db);
});

const env = { CHAT_RATE_LIMIT: '3', CHAT_RATE_WINDOW_SECONDS: '60' };
// Windows are aligned to the clock: a test that crossed a minute on a slow machine would start a new
// window midway. A clock held one second into the current minute keeps every call in one window.
const heldClock = () => {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
  return { now: () => at };
};

describe('rate limit', () => {
  it('answers the question over the limit with 429, Retry-After and a clear message', async () => {
    const clock = heldClock();
    const one = sandboxApp(db, [SITE], env, clock);
    const two = sandboxApp(db, [SITE], env, clock);
    const statuses = [];
    for (const instance of [one, two, one])
      statuses.push((await instance.call('student', 'POST', '/chat', ask('late'))).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await two.call('student', 'POST', '/chat', ask('late'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(59);
    expect(await refused.json()).toEqual({ message: `Too many questions. Try again in ${retryAfter} seconds.` });
  });

  it('counts each user on their own, and starts again in the next window', async () => {
    const app = sandboxApp(db, [SITE], { ...env, CHAT_RATE_LIMIT: '1' }, heldClock());
    expect((await app.call('student', 'POST', '/chat', ask('late'))).status).toBe(200);
    expect((await app.call('student', 'POST', '/chat', ask('late'))).status).toBe(429);
    expect((await app.call('student2', 'POST', '/chat', ask('late'))).status).toBe(200);
    await db.query("update chat_rate_limits set window_start = window_start - interval '1 minute'");
    expect((await app.call('student', 'POST', '/chat', ask('late'))).status).toBe(200);
  });

  it('refuses before asking Learn anything', async () => {
    const app = sandboxApp(db, [SITE], { ...env, CHAT_RATE_LIMIT: '1' }, heldClock());
    await app.call('student', 'POST', '/chat', ask('late'));
    const log = app.sandboxes.get(SITE)!.state.requestLog;
    const before = log.items.length;
    expect((await app.call('student', 'POST', '/chat', ask('late'))).status).toBe(429);
    // Only "who is this token" (a new token per call here); no membership, no content listing.
    expect(log.items.slice(before).map((r) => r.route)).toEqual(['GET /learn/api/public/v1/users/{userId}']);
  });
});
