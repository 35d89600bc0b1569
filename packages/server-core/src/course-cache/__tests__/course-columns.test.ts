import { DEMO } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import { auth, COURSE_ID, COURSE_UUID, harnessEachTest, type Persona } from '../../../test/harness.ts';

const h = harnessEachTest();

const COLUMNS = 'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns';
const COURSE = 'GET /learn/api/public/v3/courses/{courseId}';
const HOUR = 3_600_000;

/** A real launch of `persona` into BIO101, and the Learn token the shell gets for it. */
async function launched(persona: Persona): Promise<string> {
  const { code } = await h.fullLaunch((nonce) => h.claims(nonce, {}, persona));
  const res = await h.app.request('/lti/session', {
    method: 'POST',
    body: JSON.stringify({ code }),
    headers: { 'Content-Type': 'application/json' },
  });
  return ((await res.json()) as { token: string }).token;
}

/** Learn calls made while `run` runs, by route. */
async function learnCalls(run: () => unknown): Promise<Record<string, number>> {
  const log = h.sandbox.state.requestLog;
  const before = { ...log.byRoute };
  await run();
  return Object.fromEntries(
    Object.entries(log.byRoute)
      .map(([route, n]) => [route, n - (before[route] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

const columns = (token: string, need: string[] = [], course = COURSE_UUID) =>
  h.app.request(`/course-columns?courseId=${course}${need.length ? `&need=${need.join(',')}` : ''}`, {
    headers: auth(token),
  });
const names = async (res: Response) =>
  ((await res.json()) as { columns: { name: string }[] }).columns.map((c) => c.name);

describe('GET /course-columns: a course’s column names kept for every member (issue 26 §4)', () => {
  it('reads the list from Learn once for the students of a course; the next student costs Learn nothing for it', async () => {
    const ava = await launched('student');
    const first = await learnCalls(async () => expect((await columns(ava)).status).toBe(200));
    expect(first[COLUMNS]).toBe(1);
    const liam = await launched('student2');
    let answer: Response | undefined;
    const second = await learnCalls(async () => {
      answer = await columns(liam);
    });
    expect(answer!.status).toBe(200);
    expect(second[COLUMNS]).toBeUndefined();
    expect(second[COURSE]).toBeUndefined();
    expect(await names(answer!)).toContain('Research Essay');
  });

  it('never gives students the staff’s list: an unreleased column is in the staff’s only', async () => {
    const hidden = h.sandbox.state.store.columnById(DEMO.bio101.columns.researchEssay)!;
    hidden.availability.available = 'No';
    const student = await names(await columns(await launched('student')));
    const staff = await names(await columns(await launched('instructor')));
    expect(student).not.toContain('Research Essay');
    expect(staff).toContain('Research Essay');
    // Asked again, each still gets their own audience's kept list.
    expect(await names(await columns(await launched('student2')))).not.toContain('Research Essay');
  });

  it('reads the list again when the caller’s grades name a column it lacks (a new column)', async () => {
    const token = await launched('student');
    await columns(token);
    const added = h.addLineItem('Quiz 7');
    const id = new URL(added).pathname.split('/').pop()!;
    let res: Response | undefined;
    const calls = await learnCalls(async () => {
      res = await columns(token, [id]);
    });
    expect(calls[COLUMNS]).toBe(1);
    expect(await names(res!)).toContain('Quiz 7');
  });

  it('reads the list again after the maximum age of names (24 hours; the course record keeps its 6)', async () => {
    const token = await launched('student');
    await columns(token);
    h.clock.now = new Date(h.clock.now.getTime() + 23 * HOUR);
    expect((await learnCalls(() => columns(token)))[COLUMNS]).toBeUndefined();
    h.clock.now = new Date(h.clock.now.getTime() + HOUR);
    const again = await launched('student');
    expect((await learnCalls(() => columns(again)))[COLUMNS]).toBe(1);
  });

  it('refuses a caller who is not in the course, and one without a token', async () => {
    const outsider = h.sandbox.state.issueToken(DEMO.users.instructor2.id);
    const res = await columns(outsider, [], COURSE_ID);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You are not enrolled in this course.' });
    expect((await h.app.request(`/course-columns?courseId=${COURSE_ID}`)).status).toBe(401);
  });
});
