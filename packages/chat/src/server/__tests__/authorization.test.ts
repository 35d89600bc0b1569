import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { serverMessages } from '@tools/server-core/messages.ts';
import { chatMessages } from '../messages.ts';
import { ask, BIO, chatDb, emptyChatTables, SITE } from './chat-db.ts';

/**
 * Who may ask, with the Learn sandbox answering who is who: no token, David Osei (instructor of
 * CHEM201 only: not a member of BIO101), Ava (student), Hannah Levi (teaching assistant) and
 * Margaret Ellis (instructor of BIO101). The role in the body is never believed.
 */
let db: Db;
let call: ReturnType<typeof sandboxApp>['call'];
beforeAll(async () => {
  db = await chatDb();
});
beforeEach(async () => {
  await emptyChatTables(db);
  ({ call } = sandboxApp(db));
});

type Who = SandboxPersona | null;
const WHO: [string, Who][] = [
  ['no token', null],
  ['not a member', 'instructor2'],
  ['student', 'student'],
  ['teaching assistant', 'instructor3'],
  ['instructor', 'instructor'],
];
const MATRIX: [string, string, unknown, number[]][] = [
  ['ask', '/chat', ask('What is the late penalty?'), [401, 403, 200, 200, 200]],
  ['re-index', '/chat/reindex', { courseUuid: BIO.uuid }, [401, 403, 403, 200, 200]],
];

describe.each(MATRIX)('%s', (_name, path, body, expected) => {
  it.each(WHO.map(([label, who], i) => [label, who, expected[i]] as const))('%s -> %s', async (_label, who, status) => {
    const res = await call(who, 'POST', path, body);
    expect(res.status, await res.clone().text()).toBe(status);
  });
});

describe('what the server believes', () => {
  it('takes the course role from Learn: a student claiming Instructor still gets the student view', async () => {
    const res = await call('student', 'POST', '/chat', {
      ...ask('Is there a bonus question about tardigrades on the midterm?'),
      role: 'Instructor',
    });
    const reply = (await res.json()) as { answer: string; citations: unknown[] };
    expect(reply.citations).toEqual([]);
    expect(reply.answer).not.toContain('tardigrade');
  });

  it('says why a non-member is refused, and that a missing token is missing', async () => {
    expect(await (await call('instructor2', 'POST', '/chat', ask('late penalty'))).json()).toEqual({
      message: serverMessages.notEnrolled,
    });
    expect(await (await call(null, 'POST', '/chat', ask('late penalty'))).json()).toEqual({
      message: serverMessages.missingBearer,
    });
  });

  it('refuses a body naming another Learn site than the header', async () => {
    const res = await call('student', 'POST', '/chat', { ...ask('late penalty'), platformUrl: 'https://other.test' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: chatMessages.platformMismatch });
  });

  it('validates the body with the shared contract', async () => {
    const empty = await call('student', 'POST', '/chat', ask('   '));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Invalid request body: prompt: prompt is required' });
    const long = await call('student', 'POST', '/chat', ask('x'.repeat(2001)));
    expect(await long.json()).toEqual({
      message: 'Invalid request body: prompt: prompt is too long (at most 2000 characters)',
    });
    const noCourse = await call('student', 'POST', '/chat', { platformUrl: SITE, prompt: 'late' });
    expect(await noCourse.json()).toEqual({ message: 'Invalid request body: courseUuid: is required' });
  });

  it('answers 403 for a course the caller is not in, and for a membership Learn made unavailable', async () => {
    const other = await call('student', 'POST', '/chat', ask('late penalty', DEMO.courses.cs105.uuid));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: serverMessages.notEnrolled });
    // ENG220: Ava's membership is unavailable, so the server's own membership check refuses her
    // before any content is read (identity/learn-port.ts).
    const unavailable = await call('student', 'POST', '/chat', ask('late penalty', DEMO.courses.eng220.uuid));
    expect(unavailable.status).toBe(403);
    expect(await unavailable.json()).toEqual({ message: serverMessages.notEnrolled });
  });

  it('says plainly when Learn cannot list the course content (and asks nothing else of it)', async () => {
    const app = sandboxApp(db);
    const faults = app.sandboxes.get(SITE)!.state.faults;
    faults.add({ kind: 'status', status: 500, path: '/contents' });
    const down = await app.call('student', 'POST', '/chat', ask('late penalty'));
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: chatMessages.contentUnavailable });
    faults.clear();
    faults.add({ kind: 'status', status: 429, retryAfter: 1, path: '/contents' });
    const busy = await app.call('student', 'POST', '/chat', ask('late penalty'));
    expect(busy.status).toBe(503);
    expect(await busy.json()).toEqual({ message: chatMessages.learnBusy });
  });
});
