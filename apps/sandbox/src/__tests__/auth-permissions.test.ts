import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

const bio = DEMO.courses.bio101.id;

describe('authentication', () => {
  it('answers 401 without a bearer token and for an unknown token', async () => {
    const { call } = setup();
    const none = await call(null, 'v1/users/me');
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ status: 401, message: 'API request is not authenticated.' });
    const unknown = await call(null, 'v1/users/me', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(unknown.json).toEqual({ status: 401, message: 'Bearer token is invalid' });
  });

  it('expires tokens after their lifetime (3600 s)', async () => {
    const { call, advance } = setup();
    expect((await call('student', 'v1/users/me')).status).toBe(200);
    advance(3600 * 1000);
    expect((await call('student', 'v1/users/me')).status).toBe(401);
  });
});

describe('permissions', () => {
  it("forbids a student from reading another student's grades (403) but allows their own", async () => {
    const { call } = setup();
    const other = await call('student', `v2/courses/${bio}/gradebook/users/${DEMO.users.student2.id}`);
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ status: 403, message: "The user is not authorized to view another user's grades" });
    const own = await call('student', `v2/courses/${bio}/gradebook/columns/${DEMO.bio101.columns.midterm}/users/me`);
    expect(own.status).toBe(200);
    expect(own.json).toEqual({
      userId: DEMO.users.student.id,
      columnId: DEMO.bio101.columns.midterm,
      status: 'Graded',
      text: '92',
      score: 92,
      exempt: false,
      feedback: '<p>Excellent work.</p>',
    });
  });

  it('lets only staff list course users, and students read their own membership', async () => {
    const { call } = setup();
    expect((await call('student', `v1/courses/${bio}/users`)).status).toBe(403);
    expect((await call('instructor', `v1/courses/${bio}/users`)).status).toBe(200);
    const own = await call(
      'student',
      `v1/courses/${bio}/users/uuid:${DEMO.users.student.uuid}?fields=userId,courseRoleId,availability`,
    );
    expect(own.json).toEqual({
      userId: DEMO.users.student.id,
      courseRoleId: 'Student',
      availability: { available: 'Yes' },
    });
    expect((await call('student', `v1/courses/${bio}/users/${DEMO.users.student2.id}`)).status).toBe(403);
  });

  it("forbids reading another user's memberships unless admin", async () => {
    const { call } = setup();
    expect((await call('student', `v1/users/${DEMO.users.student2.id}/courses`)).status).toBe(403);
    expect((await call('instructor', `v1/users/${DEMO.users.student.id}/courses`)).status).toBe(403);
    expect((await call('admin', `v1/users/${DEMO.users.student.id}/courses`)).status).toBe(200);
  });

  it('forbids an instructor from another course and gives admins everything', async () => {
    const { call } = setup();
    const chem = DEMO.courses.chem201.id;
    expect(
      (await call('instructor', `v2/courses/${chem}/gradebook/columns/finalGrade/users/${DEMO.users.student.id}`))
        .status,
    ).toBe(403);
    expect(
      (await call('admin', `v2/courses/${chem}/gradebook/columns/finalGrade/users/${DEMO.users.student.id}`)).status,
    ).toBe(200);
  });

  it('shows other users only their basic profile', async () => {
    const { call } = setup();
    const basic = await call('student', `v1/users/${DEMO.users.student2.id}`);
    expect(Object.keys(basic.json).sort()).toEqual(['id', 'name', 'systemRoleIds', 'userName', 'uuid']);
    const asInstructor = await call('instructor', `v1/users/${DEMO.users.student2.id}?fields=contact.mobilePhone`);
    expect(asInstructor.json).toEqual({ contact: { mobilePhone: '555-010-2345' } });
  });

  it('hides unavailable courses and unreleased content from students (404)', async () => {
    const { call } = setup();
    const math = DEMO.courses.math150.id;
    const student = await call('student', `v3/courses/${math}`);
    expect(student.status).toBe(404);
    expect(student.json.message).toBe(
      'The course is not found or is unavailable and the user does not have the permission to view unavailable courses',
    );
    expect((await call('instructor', `v3/courses/${math}`)).status).toBe(200);
    const titles = async (p: 'student' | 'instructor') =>
      (await call(p, `v1/courses/${bio}/contents?fields=title`)).json.results.map((r: { title: string }) => r.title);
    expect(await titles('instructor')).toContain('Instructor notes (hidden)');
    expect(await titles('student')).not.toContain('Instructor notes (hidden)');
  });

  it('requires admin rights for data sources and category changes', async () => {
    const { call } = setup();
    expect((await call('instructor', `v1/dataSources/${DEMO.dataSources.system.id}`)).status).toBe(403);
    const put = await call(
      'instructor',
      `v1/catalog/categories/Course/${DEMO.categories.sciences.id}/courses/${DEMO.courses.math150.id}`,
      { method: 'PUT' },
    );
    expect(put.status).toBe(403);
  });
});
