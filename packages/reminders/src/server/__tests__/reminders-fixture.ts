import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { migrate } from '@tools/server-core/migrations/index.ts';
import { startSmtpSink } from '@tools/server-core/test/smtp-sink.ts';
import remindersModule from '../module.ts';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The Learn site of the reminders tests (one sandbox). */
export const REMINDERS_SITE = 'https://learn.test';

/** A migrated database with the outbox: in-memory PGlite, or the one given (PostgreSQL). */
export async function remindersDb(given?: Db): Promise<Db> {
  const db = given ?? (await openPglite(null));
  await migrate(db, { modules: [remindersModule] });
  return db;
}

/**
 * The reminders tests' set-up, as vitest hooks of the calling file: a migrated in-memory PGlite
 * and a real SMTP server in this process, opened once; before each test the outbox is emptied
 * and the received mail forgotten. Read `db` and `sink` inside tests (they are set in beforeAll).
 */
export function remindersFixture() {
  const fixture = {} as { db: Db; sink: SmtpSink };
  beforeAll(async () => {
    fixture.db = await remindersDb();
    fixture.sink = await startSmtpSink();
  });
  afterAll(async () => {
    await fixture.sink?.close();
    await fixture.db?.close();
  });
  beforeEach(async () => {
    await fixture.db.exec('truncate outbox');
    fixture.sink.received.length = 0;
  });
  return fixture;
}

/** The address each received mail went to, in order of arrival. */
export function mailRecipients(sink: SmtpSink): string[] {
  return sink.received.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''));
}
