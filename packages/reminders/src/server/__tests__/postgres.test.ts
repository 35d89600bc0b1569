import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, throwawayDatabase } from '@tools/server-core/test/postgres-database.ts';
import { mailRecipients, remindersDb, REMINDERS_SITE as SITE, type SmtpSink } from './reminders-fixture.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { startSmtpSink } from '@tools/server-core/test/smtp-sink.ts';
import { readSettings } from '@tools/server-core/test/settings.ts';
import { remindersModule } from '../module.ts';
import { remindersConfig } from '../reminders-config.ts';
import { openPostgres } from '@tools/server-core/db/postgres.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { smtpSender } from '../smtp-sender.ts';

const body = { courseId: '_300_1', columnId: '_8002_1' };

/** Concurrent sends on PostgreSQL (separate connections, as two instances would): SKIP LOCKED claims, one e-mail per student. */
describe.skipIf(!postgresUrl)('reminders on PostgreSQL', () => {
  const database = throwawayDatabase('tools_reminders');
  let db: Db;
  let sink: SmtpSink;
  beforeAll(async () => {
    db = await remindersDb(await openPostgres(await database.create(), 8));
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    await db?.close();
    await database.drop();
  });

  it('two clicks at once: every student gets exactly one e-mail', async () => {
    const email = smtpSender(
      readSettings({ NODE_ENV: 'test', ...sink.env }, (s, problems) => remindersConfig(s.env, s.sandbox, problems))
        .smtp,
    );
    // One Learn sandbox for both requests, so both read the same due date.
    const a = sandboxApp(db, [SITE], sink.env, { modules: [remindersModule({ senders: () => ({ email }) })] });
    const [first, second] = await Promise.all([
      a.call('instructor', 'POST', '/sendMessage', body),
      a.call('instructor', 'POST', '/sendMessage', body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await expect.poll(() => sink.received.length, { timeout: 20_000 }).toBe(11);
    const to = mailRecipients(sink);
    expect(new Set(to).size).toBe(11);
    const rows = await db.query<{ status: string; n: string }>(
      'select status, count(*)::text as n from outbox group by status order by status',
    );
    expect(rows).toEqual([
      { status: 'sent', n: '11' },
      { status: 'skipped', n: '1' },
    ]);
  });
});
