import { DEMO } from '@tools/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailRecipients, remindersFixture, REMINDERS_SITE as SITE } from './reminders-fixture.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { readSettings } from '@tools/server-core/test/settings.ts';
import { remindersConfig } from '../reminders-config.ts';
import { createLogger } from '@tools/server-core/log.ts';
import { dispatchAll, LEASE_MS, nextTryAt, retryDelayMs } from '../dispatcher.ts';
import type { Sender, Senders } from '../senders.ts';
import { remindersModule } from '../module.ts';
import { configuredSenders } from '../smtp-sender.ts';

/** The server with reminders sent by `senders` (as main.ts gives it SMTP and the SMS API). */
const withSenders = (senders: Partial<Senders>) => ({ modules: [remindersModule({ senders: () => senders })] });

/** The outbox under failure: a server that stops mid-way, and an SMTP server that refuses at first. */
const body = { courseId: DEMO.courses.bio101.id, columnId: '_8002_1' };
const WITH_EMAIL = 11; // 12 students, one without an e-mail address
const log = createLogger('error', () => undefined);
const fx = remindersFixture();

const DAY_MS = 24 * 3_600_000;
const realSenders = (): Senders =>
  configuredSenders(
    readSettings({ NODE_ENV: 'test', ...fx.sink.env }, (s, problems) => remindersConfig(s.env, s.sandbox, problems)),
    globalThis.fetch,
  );

describe('crash in the middle', () => {
  it('the server stops after half the sends; started again, every student gets exactly one message', async () => {
    const real = realSenders();
    let sends = 0;
    let restarted = false;
    // The first server process: its sends after the fifth never finish (the process died).
    const dying: Sender = {
      send: (m) => (restarted || ++sends <= 5 ? real.email.send(m) : new Promise<void>(() => undefined)),
    };
    const first = sandboxApp(fx.db, [SITE], fx.sink.env, withSenders({ email: dying, sms: real.sms }));
    void first.call('instructor', 'POST', '/sendMessage', body);
    await expect.poll(() => fx.sink.received.length, { timeout: 20_000 }).toBe(5);
    await expect.poll(async () => (await fx.db.query('select 1 from outbox')).length).toBe(12);

    // A new process starts with the same database once the dead sender's lease ran out.
    const later = new Date(Date.now() + LEASE_MS + 1000);
    const handled = await dispatchAll(fx.db, { senders: realSenders(), now: () => later, retryHorizonMs: DAY_MS, log });
    expect(handled).toBe(WITH_EMAIL - 5);
    expect(fx.sink.received).toHaveLength(WITH_EMAIL);
    expect(new Set(mailRecipients(fx.sink)).size).toBe(WITH_EMAIL);

    // And an instructor who clicks again afterwards sends nothing more (same Learn site, same due date;
    // the sandbox is re-seeded relative to the clock, so a new one would move the due date).
    restarted = true;
    const res = await first.call('instructor', 'POST', '/sendMessage', body);
    const results = ((await res.json()) as { results: { status: string }[] }).results;
    expect(results.filter((r) => r.status === 'sent')).toHaveLength(WITH_EMAIL);
    expect(fx.sink.received).toHaveLength(WITH_EMAIL);
  });
});

describe('retries with back-off', () => {
  it('a refused send is failed with the reason, retried when its time has come, then sent', async () => {
    const real = realSenders();
    let refuse = true;
    const flaky: Sender = {
      send: async (m) => {
        if (refuse) throw new Error('421 Service not available, closing transmission channel');
        await real.email.send(m);
      },
    };
    const start = Date.now();
    const server = sandboxApp(fx.db, [SITE], fx.sink.env, withSenders({ email: flaky, sms: real.sms }));
    const res = await server.call('instructor', 'POST', '/sendMessage', body);
    const results = ((await res.json()) as { results: { status: string; reason: string; retryAt: string }[] }).results;
    const failed = results.filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(WITH_EMAIL);
    expect(failed[0]?.reason).toBe('421 Service not available, closing transmission channel');
    expect(new Date(failed[0]!.retryAt).getTime()).toBeGreaterThanOrEqual(start + retryDelayMs(1));

    refuse = false;
    const deps = { senders: { email: flaky, sms: real.sms }, retryHorizonMs: DAY_MS, log };
    // Before the back-off has passed nothing is sent again.
    expect(await dispatchAll(fx.db, { ...deps, now: () => new Date(start + 1000) })).toBe(0);
    expect(await dispatchAll(fx.db, { ...deps, now: () => new Date(Date.now() + retryDelayMs(1) + 1000) })).toBe(
      WITH_EMAIL,
    );
    expect(fx.sink.received).toHaveLength(WITH_EMAIL);
  });

  it('after the horizon a failure is final (no retry time) and is not tried again by the dispatcher', async () => {
    const refusing: Sender = { send: () => Promise.reject(new Error('550 Mailbox unavailable')) };
    const server = sandboxApp(
      fx.db,
      [SITE],
      { ...fx.sink.env, REMINDER_RETRY_HOURS: '1' },
      withSenders({ email: refusing, sms: refusing }),
    );
    await server.call('instructor', 'POST', '/sendMessage', body);
    const deps = { senders: { email: refusing, sms: refusing }, retryHorizonMs: 3_600_000, log };
    // 30 s, 1, 2, 4, 8, 16 min: still retried; the 7th failure would wait past the hour.
    for (let round = 0; round < 6; round++) expect(await pollWhenDue(deps)).toBe(WITH_EMAIL);
    const rows = await fx.db.query<{ next_attempt_at: Date | null; attempts: number }>(
      "select next_attempt_at, attempts from outbox where status = 'failed'",
    );
    expect(rows).toHaveLength(WITH_EMAIL);
    expect(rows.every((r) => r.next_attempt_at === null && Number(r.attempts) === 7)).toBe(true);
    expect(await dispatchAll(fx.db, { ...deps, now: () => new Date(Date.now() + 30 * DAY_MS) })).toBe(0);
  });

  it('back-off doubles from 30 s and stops growing at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('the horizon counts the schedule from the first try: 24 h is 30 tries, hourly after the 7th', () => {
    const now = new Date(0);
    expect(nextTryAt(5, now, DAY_MS)?.getTime()).toBe(8 * 60_000);
    expect(nextTryAt(29, now, DAY_MS)?.getTime()).toBe(3_600_000);
    expect(nextTryAt(30, now, DAY_MS)).toBeNull();
  });
});

/** The dispatcher's clock just after the earliest retry that is due. */
async function earliestRetry(): Promise<number> {
  const [row] = await fx.db.query<{ at: Date | string }>(
    "select min(next_attempt_at) as at from outbox where status = 'failed'",
  );
  return new Date(row!.at).getTime() + 1000;
}
let whenDueAt = 0;
const whenDue = () => new Date(whenDueAt);
beforeEach(() => {
  whenDueAt = 0;
});

/** Advances `whenDue` to the next retry that is due, then dispatches as the background poller would. */
async function pollWhenDue(deps: Omit<Parameters<typeof dispatchAll>[1], 'now'>): Promise<number> {
  whenDueAt = await earliestRetry();
  return dispatchAll(fx.db, { ...deps, now: whenDue });
}

describe('an SMTP outage of hours (issue 22 §2)', () => {
  it('rows keep being retried past 5 attempts (9.5 min) and go out when SMTP is back', async () => {
    const real = realSenders();
    let down = true;
    const smtp: Sender = {
      send: (m) => (down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) : real.email.send(m)),
    };
    const server = sandboxApp(fx.db, [SITE], fx.sink.env, withSenders({ email: smtp, sms: real.sms }));
    const first = (await (await server.call('instructor', 'POST', '/sendMessage', body)).json()) as {
      results: { status: string; retryAt: string | null }[];
    };
    expect(first.results.filter((r) => r.status === 'failed' && r.retryAt !== null)).toHaveLength(WITH_EMAIL);
    const deps = { senders: { email: smtp, sms: real.sms }, retryHorizonMs: DAY_MS, log };
    // Ten more failed rounds: about 4.5 hours of outage along the back-off schedule.
    for (let round = 0; round < 10; round++) expect(await pollWhenDue(deps)).toBe(WITH_EMAIL);
    const waiting = await fx.db.query<{ n: string }>(
      "select count(*)::text as n from outbox where status = 'failed' and next_attempt_at is not null",
    );
    expect(waiting).toEqual([{ n: String(WITH_EMAIL) }]);
    down = false;
    expect(await pollWhenDue(deps)).toBe(WITH_EMAIL);
    expect(fx.sink.received).toHaveLength(WITH_EMAIL);
    expect(new Set(mailRecipients(fx.sink)).size).toBe(WITH_EMAIL);
  });

  it('a new Send re-queues rows that failed for good and sends them, with the same Message-ID as before', async () => {
    const real = realSenders();
    let down = true;
    const ids: string[] = [];
    const smtp: Sender = {
      send: (m) => {
        ids.push(m.messageId);
        return down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) : real.email.send(m);
      },
    };
    const env = { ...fx.sink.env, REMINDER_RETRY_HOURS: '1' };
    const server = sandboxApp(fx.db, [SITE], env, withSenders({ email: smtp, sms: real.sms }));
    await server.call('instructor', 'POST', '/sendMessage', body);
    const deps = { senders: { email: smtp, sms: real.sms }, retryHorizonMs: 3_600_000, log };
    for (let round = 0; round < 6; round++) await pollWhenDue(deps);
    expect(await fx.db.query("select 1 from outbox where status = 'failed' and next_attempt_at is null")).toHaveLength(
      WITH_EMAIL,
    );
    const failedIds = new Set(ids);

    down = false;
    const again = (await (await server.call('instructor', 'POST', '/sendMessage', body)).json()) as {
      results: { status: string }[];
    };
    expect(again.results.filter((r) => r.status === 'sent')).toHaveLength(WITH_EMAIL);
    expect(fx.sink.received).toHaveLength(WITH_EMAIL);
    expect(new Set(fx.sink.received.map((mail) => mail.messageId))).toEqual(failedIds);
    // Sent rows stay sent: a third click sends nothing.
    await server.call('instructor', 'POST', '/sendMessage', body);
    expect(fx.sink.received).toHaveLength(WITH_EMAIL);
  });

  it('a crash after SMTP accepted a mail sends it again with the same Message-ID (at-least-once)', async () => {
    const real = realSenders();
    // The process dies after SMTP took the third mail, before the outbox row was marked sent: from
    // then on it sends nothing (on a busy machine it may reach its later mails only after the
    // third arrived, and a dead process must not send them).
    let sends = 0;
    const dying: Sender = {
      send: async (m) => {
        sends += 1;
        if (sends < 3) return real.email.send(m);
        if (sends === 3) await real.email.send(m);
        return new Promise<void>(() => undefined);
      },
    };
    const first = sandboxApp(fx.db, [SITE], fx.sink.env, withSenders({ email: dying, sms: real.sms }));
    void first.call('instructor', 'POST', '/sendMessage', body);
    await expect.poll(() => fx.sink.received.length, { timeout: 20_000 }).toBe(3);
    const later = new Date(Date.now() + LEASE_MS + 1000);
    await dispatchAll(fx.db, { senders: realSenders(), now: () => later, retryHorizonMs: DAY_MS, log });
    const byId = new Map<string, number>();
    for (const mail of fx.sink.received) byId.set(mail.messageId ?? '', (byId.get(mail.messageId ?? '') ?? 0) + 1);
    expect(byId.size).toBe(WITH_EMAIL);
    expect([...byId.values()].filter((n) => n === 2)).toHaveLength(1);
  });
});
