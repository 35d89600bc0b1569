import { DEMO } from '@tools/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailRecipients, remindersFixture, REMINDERS_SITE as SITE } from './reminders-fixture.ts';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import { readSettings } from '@tools/server-core/test/settings.ts';
import { remindersModule } from '../module.ts';
import { remindersConfig } from '../reminders-config.ts';
import { remindersMessages as m } from '../messages.ts';
import { smtpSender } from '../smtp-sender.ts';

/**
 * Reminders against the real app: Learn is the sandbox (BIO101: Margaret Ellis teaches, Hannah
 * Levi is its TA, 12 students, Yusuf (_1006_1) has neither e-mail nor phone), mail goes through
 * a real SMTP server in this process, SMS through the sandbox's Twilio-compatible fake.
 */
const BIO = DEMO.courses.bio101.id;
const GENETICS = '_8002_1'; // due in 2 days
const PROPOSAL = '_8005_1'; // due in 9 days
const fx = remindersFixture();
let server: ReturnType<typeof sandboxApp>;

beforeEach(() => {
  server = app({ ...fx.sink.env, SMS_API_URL: `${SITE}/sandbox/sms` });
});

/** The app as main.ts builds it: SMTP e-mail (main.ts passes it) and the SMS API of the configuration. */
function app(env: Record<string, string>) {
  const config = readSettings({ NODE_ENV: 'test', ...env }, (s, problems) =>
    remindersConfig(s.env, s.sandbox, problems),
  );
  const email = smtpSender(config.smtp);
  return sandboxApp(fx.db, [SITE], env, { modules: [remindersModule({ senders: () => ({ email }) })] });
}

type Result = {
  userId: string;
  name: string;
  status: string;
  reason: string | null;
  repeat: boolean;
  sentAt: string | null;
};
async function send(who: SandboxPersona | null, path = '/sendMessage', columnId = GENETICS) {
  const res = await server.call(who, 'POST', path, { courseId: BIO, columnId });
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; results: Result[]; assignment: string },
  };
}
const students = DEMO.users.students as readonly { id: string }[];

describe('who may send: instructors and TAs of the course, as Learn says', () => {
  it.each<[string, SandboxPersona | null, number]>([
    ['no token', null, 401],
    ['student', 'student', 403],
    ['instructor of another course', 'instructor2', 403],
    ['admin (not enrolled)', 'admin', 403],
    ['teaching assistant', 'instructor3', 200],
    ['instructor', 'instructor', 200],
  ])('%s -> %s', async (_name, who, status) => {
    expect((await send(who)).status).toBe(status);
    if (status !== 200) {
      expect(fx.sink.received).toHaveLength(0);
      expect(await fx.db.query('select 1 from outbox')).toHaveLength(0);
    }
  });

  it('the body is checked with the contract', async () => {
    const res = await server.call('instructor', 'POST', '/sendMessage', { courseId: BIO });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/columnId/);
  });
});

describe('Send Message: e-mail to every available student, through SMTP', () => {
  it('one e-mail per student with an address, written from the template; the rest skipped with the reason', async () => {
    const { status, body } = await send('instructor');
    expect(status).toBe(200);
    expect(body.assignment).toBe('Genetics Problem Set');
    expect(body.results).toHaveLength(students.length);
    const skipped = body.results.filter((r) => r.status === 'skipped');
    expect(skipped.map((r) => [r.userId, r.reason])).toEqual([['_1006_1', m.noEmail]]);
    expect(body.results.filter((r) => r.status === 'sent')).toHaveLength(students.length - 1);

    expect(fx.sink.received).toHaveLength(students.length - 1);
    const ava = fx.sink.received.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'ava.thompson@example.edu',
    );
    expect(ava?.subject).toMatch(/^Reminder: Genetics Problem Set is due \w+day, .+ \(UTC\)$/);
    expect(ava?.text).toContain('Genetics Problem Set in BIO101 Introduction to Biology (BIO101) is due');
    expect(ava?.html).toContain('<strong>Genetics Problem Set</strong>');
    expect(ava?.messageId).toMatch(/^<reminder\..+@learn\.test>$/);
    // Nobody but students: the instructor and the TA get nothing.
    const to = mailRecipients(fx.sink);
    expect(to).not.toContain('margaret.ellis@example.edu');
    expect(to).not.toContain('hannah.levi@example.edu');
  });

  it('a second click sends nothing twice and says the results are repeats, with when they were sent', async () => {
    const first = await send('instructor');
    expect(first.body.results.every((r) => !r.repeat)).toBe(true);
    const second = await send('instructor3');
    expect(second.status).toBe(200);
    expect(fx.sink.received).toHaveLength(students.length - 1);
    expect(second.body.results.map((r) => r.status)).toEqual(first.body.results.map((r) => r.status));
    // What was sent is a repeat, with its time; the student without an address was looked at again
    // (a new Send re-queues skipped and failed rows) and is skipped again, not a repeat.
    const sent = (results: typeof first.body.results) => results.filter((r) => r.status === 'sent');
    expect(sent(second.body.results)).toHaveLength(students.length - 1);
    expect(sent(second.body.results).every((r) => r.repeat)).toBe(true);
    expect(second.body.results.filter((r) => r.status !== 'sent').every((r) => !r.repeat)).toBe(true);
    expect(second.body.results.map((r) => r.sentAt)).toEqual(first.body.results.map((r) => r.sentAt));
  });

  it('preview: counts and the text, nothing stored or sent; after a send it says who was already reminded and when', async () => {
    const preview = async () => {
      const res = await server.call('instructor', 'POST', '/sendMessage/preview', {
        courseId: BIO,
        columnId: GENETICS,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown> & { sample: { subject: string; text: string } };
    };
    const before = await preview();
    expect(before).toEqual(
      expect.objectContaining({
        assignment: 'Genetics Problem Set',
        students: students.length,
        toSend: students.length - 1,
        withoutAddress: 1,
        alreadySent: 0,
        lastSentAt: null,
      }),
    );
    expect(before.sample.subject).toMatch(/^Reminder: Genetics Problem Set is due /);
    expect(before.sample.text).toContain('This is a reminder that Genetics Problem Set in BIO101');
    expect(await fx.db.query('select 1 from outbox')).toHaveLength(0);
    expect(fx.sink.received).toHaveLength(0);
    const sent = await send('instructor');
    const after = await preview();
    expect(after).toEqual(expect.objectContaining({ toSend: 0, withoutAddress: 0, alreadySent: students.length - 1 }));
    expect(after.lastSentAt).toBe(
      sent.body.results
        .map((r) => r.sentAt)
        .filter(Boolean)
        .sort()
        .at(-1),
    );
    expect(
      (await server.call('student', 'POST', '/sendMessage/preview', { courseId: BIO, columnId: GENETICS })).status,
    ).toBe(403);
  });

  it('the same course named by its uuid is the same course: nobody gets the reminder twice (issue 21 §3)', async () => {
    const first = await send('instructor');
    const again = await server.call('instructor3', 'POST', '/sendMessage', {
      courseId: DEMO.courses.bio101.uuid,
      columnId: GENETICS,
    });
    expect(again.status).toBe(200);
    const body = (await again.json()) as { courseId: string; results: Result[] };
    expect(body.courseId).toBe(BIO);
    expect(body.results.map((r) => r.status)).toEqual(first.body.results.map((r) => r.status));
    expect(fx.sink.received).toHaveLength(students.length - 1);
    expect(await fx.db.query('select distinct course_id from outbox')).toEqual([{ course_id: BIO }]);
  });

  it('an assignment not due in the next 7 days is refused and nothing is stored or sent', async () => {
    const { status, body } = await send('instructor', '/sendMessage', PROPOSAL);
    expect(status).toBe(409);
    expect(body.message).toBe('Final Project Proposal is not due in the next 7 days, so no reminder was sent.');
    expect(await fx.db.query('select 1 from outbox')).toHaveLength(0);
    expect(fx.sink.received).toHaveLength(0);
  });

  it('an assignment that is not in the course is a 404', async () => {
    const { status, body } = await send('instructor', '/sendMessage', '_9999_1');
    expect(status).toBe(404);
    expect(body.message).toBe(m.assignmentNotFound);
  });
});

describe('Send Notification: SMS through the Twilio-compatible API', () => {
  it('one SMS per student with a mobile phone; the fake recorded exactly those', async () => {
    const { status, body } = await send('instructor', '/sendNotification');
    expect(status).toBe(200);
    const skipped = body.results.filter((r) => r.status === 'skipped').map((r) => r.userId);
    expect(skipped.sort()).toEqual(['_1003_1', '_1006_1', '_1009_1']);
    expect(body.results.filter((r) => r.status === 'skipped').every((r) => r.reason === m.noPhone)).toBe(true);
    const sandbox = server.sandboxes.get(SITE)!;
    const { messages } = (await (await sandbox.app.request('/sandbox/sms/messages')).json()) as {
      messages: { to: string; body: string; from: string }[];
    };
    expect(messages).toHaveLength(students.length - 3);
    expect(messages.map((s) => s.to)).toContain('+15550101234'); // Learn's '5550101234' as E.164
    expect(messages.map((s) => s.to)).toContain('+15550102345'); // '555-010-2345'
    expect(messages[0]?.body).toMatch(
      /^Reminder: Genetics Problem Set in BIO101 Introduction to Biology \(BIO101\) is due .+\.$/,
    );
    expect(fx.sink.received).toHaveLength(0);
  });

  it('an SMS sent for the course id and again for its uuid reaches every student once', async () => {
    await send('instructor', '/sendNotification');
    const res = await server.call('instructor', 'POST', '/sendNotification', {
      courseId: DEMO.courses.bio101.uuid,
      columnId: GENETICS,
    });
    expect(res.status).toBe(200);
    const sandbox = server.sandboxes.get(SITE)!;
    const { messages } = (await (await sandbox.app.request('/sandbox/sms/messages')).json()) as {
      messages: { to: string }[];
    };
    expect(messages).toHaveLength(students.length - 3);
    expect(new Set(messages.map((sms) => sms.to)).size).toBe(messages.length);
  });

  it('a refused credential is recorded per recipient as failed with the reason and a retry time', async () => {
    server = app({ SMS_API_URL: `${SITE}/sandbox/sms`, SMS_AUTH_TOKEN: 'wrong' });
    const { status, body } = await send('instructor', '/sendNotification');
    expect(status).toBe(200);
    const failed = body.results.filter((r) => r.status === 'failed') as (Result & { retryAt: string | null })[];
    expect(failed).toHaveLength(students.length - 3);
    expect(failed[0]?.reason).toBe('SMS provider answered 401: Authenticate');
    expect(failed[0]?.retryAt).not.toBeNull();
  });
});
