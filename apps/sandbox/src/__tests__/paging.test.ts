import { describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { DEMO } from '../seed/demo.ts';
import { seedLarge } from '../seed/large.ts';
import { API, NOW, setup } from './helpers.ts';

describe('paging', () => {
  it('returns results and paging.nextPage with offset and the original query, until the last page', async () => {
    const { call } = setup();
    const first = await call('instructor', `v1/courses/${DEMO.courses.bio101.id}/users?limit=5&role=Student`);
    expect(first.status).toBe(200);
    expect(first.json.results).toHaveLength(5);
    expect(first.json.paging.nextPage).toBe(
      `${API}/v1/courses/${DEMO.courses.bio101.id}/users?limit=5&role=Student&offset=5`,
    );

    const seen: string[] = [];
    let next: string | undefined = `${API}/v1/courses/${DEMO.courses.bio101.id}/users?limit=5&role=Student`;
    let pages = 0;
    while (next) {
      const page = await call('instructor', next);
      seen.push(...page.json.results.map((m: { userId: string }) => m.userId));
      next = page.json.paging?.nextPage;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(DEMO.users.students.map((s) => s.id));
  });

  it('omits paging on the last page', async () => {
    const { call } = setup();
    const res = await call('student', 'v1/users/me/courses');
    expect(res.json.results.length).toBeGreaterThan(0);
    expect(res.json).not.toHaveProperty('paging');
  });

  it('clamps limit to the Learn maximum of 100 and keeps paging', async () => {
    const { app, state } = createSandbox({
      data: seedLarge({
        now: NOW,
        students: 400,
        courses: 2,
        columnsPerCourse: 3,
        contentItems: 10,
        coursesPerStudent: 1,
      }),
    });
    const token = state.issueToken(state.store.data.personas.admin!);
    const course = state.store.data.courses[0]!;
    const members = await app.request(`${API}/v1/courses/${course.id}/users?limit=500`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = await members.json();
    expect(body.results).toHaveLength(100);
    expect(body.paging.nextPage).toBe(`${API}/v1/courses/${course.id}/users?limit=100&offset=100`);
  });

  it('rejects a bad limit or offset with a RestException', async () => {
    const { call } = setup();
    const bad = await call('student', 'v1/users/me/courses?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      status: 400,
      message: "Invalid limit value: '0'. It must be an integer of at least 1.",
    });
    const badOffset = await call('student', 'v1/users/me/courses?offset=-1');
    expect(badOffset.status).toBe(400);
  });
});
