import { DEMO } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import { mailRecipients, remindersFixture, REMINDERS_SITE as SITE } from '../../../test/reminders-fixture.ts';
import { sandboxApp } from '../../../test/sandbox-app.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../log.ts';
import { dispatchAll, LEASE_MS, retryDelayMs } from '../dispatcher.ts';
import type { Sender, Senders } from '../senders.ts';
import { configuredSenders } from '../smtp-sender.ts';

/** The outbox under failure: a server that stops mid-way, and an SMTP server that refuses at first. */
const body = { courseId: DEMO.courses.bio101.id, columnId: '_8002_1' };
const WITH_EMAIL = 11; // 12 students, one without an e-mail address
const log = createLogger('error', () => undefined);
const fx = remindersFixture();

const realSenders = (): Senders =>
  configuredSenders(loadConfig({ NODE_ENV: 'test', ...fx.sink.env }).reminders, globalThis.fetch);

describe('crash in the middle', () => {
  it('the server stops after half the sends; started again, every student gets exactly one message', async () => {
    const real = realSenders();
    let sends = 0;
    let restarted = false;
    // The first server process: its sends after the fifth never finish (the process died).
    const dying: Sender = {
      send: (m) => (restarted || ++sends <= 5 ? real.email.send(m) : new Promise<void>(() => undefined)),
    };
    const first = sandboxApp(fx.db, [SITE], fx.sink.env, { senders: { email: dying, sms: real.sms } });
    void first.call('instructor', 'POST', '/sendMessage', body);
    await expect.poll(() => fx.sink.received.length, { timeout: 20_000 }).toBe(5);
    await expect.poll(async () => (await fx.db.query('select 1 from outbox')).length).toBe(12);

    // A new process starts with the same database once the dead sender's lease ran out.
    const later = new Date(Date.now() + LEASE_MS + 1000);
    const handled = await dispatchAll(fx.db, { senders: realSenders(), now: () => later, maxAttempts: 5, log });
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
    const server = sandboxApp(fx.db, [SITE], fx.sink.env, { senders: { email: flaky, sms: real.sms } });
    const res = await server.call('instructor', 'POST', '/sendMessage', body);
    const results = ((await res.json()) as { results: { status: string; reason: string; retryAt: string }[] }).results;
    const failed = results.filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(WITH_EMAIL);
    expect(failed[0]?.reason).toBe('421 Service not available, closing transmission channel');
    expect(new Date(failed[0]!.retryAt).getTime()).toBeGreaterThanOrEqual(start + retryDelayMs(1));

    refuse = false;
    const deps = { senders: { email: flaky, sms: real.sms }, maxAttempts: 5, log };
    // Before the back-off has passed nothing is sent again.
    expect(await dispatchAll(fx.db, { ...deps, now: () => new Date(start + 1000) })).toBe(0);
    expect(await dispatchAll(fx.db, { ...deps, now: () => new Date(Date.now() + retryDelayMs(1) + 1000) })).toBe(
      WITH_EMAIL,
    );
    expect(fx.sink.received).toHaveLength(WITH_EMAIL);
  });

  it('after the last attempt a failure is final (no retry time) and is not tried again', async () => {
    const refusing: Sender = { send: () => Promise.reject(new Error('550 Mailbox unavailable')) };
    const server = sandboxApp(
      fx.db,
      [SITE],
      { ...fx.sink.env, REMINDER_MAX_ATTEMPTS: '1' },
      {
        senders: { email: refusing, sms: refusing },
      },
    );
    const res = await server.call('instructor', 'POST', '/sendMessage', body);
    const results = ((await res.json()) as { results: { status: string; retryAt: string | null }[] }).results;
    expect(results.filter((r) => r.status === 'failed').every((r) => r.retryAt === null)).toBe(true);
    const later = new Date(Date.now() + 24 * 3_600_000);
    expect(
      await dispatchAll(fx.db, { senders: { email: refusing, sms: refusing }, now: () => later, maxAttempts: 1, log }),
    ).toBe(0);
  });

  it('back-off doubles from 30 s and stops growing at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
