import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

describe('fields=', () => {
  it('keeps only the listed paths, including nested ones', async () => {
    const { call } = setup();
    const res = await call('student', 'v1/users/me?fields=id,name.given,contact');
    expect(res.json).toEqual({
      id: DEMO.users.student.id,
      name: { given: 'Ava' },
      contact: {
        email: 'ava.thompson@example.edu',
        institutionEmail: 'ava.thompson@example.edu',
        mobilePhone: '5550101234',
      },
    });
  });

  it('filters each result of a page and keeps paging', async () => {
    const { call } = setup();
    const res = await call(
      'instructor',
      `v1/courses/${DEMO.courses.bio101.id}/users?limit=2&fields=userId,courseRoleId`,
    );
    expect(res.json.results).toEqual([
      { userId: DEMO.users.instructor.id, courseRoleId: 'Instructor' },
      { userId: DEMO.users.student.id, courseRoleId: 'Student' },
    ]);
    expect(res.json.paging.nextPage).toContain('offset=2');
  });
});

describe('expand=', () => {
  it('embeds the user in course memberships', async () => {
    const { call } = setup();
    const res = await call(
      'instructor',
      `v1/courses/${DEMO.courses.bio101.id}/users?role=Student&expand=user&fields=userId,user.name,user.contact.email&limit=1`,
    );
    expect(res.json.results[0]).toEqual({
      userId: DEMO.users.student.id,
      user: {
        name: { given: 'Ava', family: 'Thompson', preferredDisplayName: 'GivenName' },
        contact: { email: 'ava.thompson@example.edu' },
      },
    });
  });

  it('embeds the course in user memberships only when asked', async () => {
    const { call } = setup();
    const plain = await call('student', 'v1/users/me/courses?limit=1');
    expect(plain.json.results[0]).not.toHaveProperty('course');
    const expanded = await call(
      'student',
      'v1/users/me/courses?limit=1&expand=course&fields=course.courseId,course.name,course.ultraStatus',
    );
    expect(expanded.json.results[0]).toEqual({
      course: { courseId: 'BIO101', name: 'BIO101 Introduction to Biology', ultraStatus: 'Ultra' },
    });
  });
});

describe('id forms', () => {
  it.each([
    ['primary', DEMO.users.student.id],
    ['uuid', `uuid:${DEMO.users.student.uuid}`],
    ['userName', 'userName:ava.thompson'],
    ['externalId', 'externalId:ava.thompson'],
    ['me', 'me'],
  ])('resolves a user by %s', async (_kind, ref) => {
    const { call } = setup();
    const res = await call('student', `v1/users/${ref}?fields=id`);
    expect(res.json).toEqual({ id: DEMO.users.student.id });
  });

  it.each([
    ['primary', DEMO.courses.chem201.id],
    ['uuid', `uuid:${DEMO.courses.chem201.uuid}`],
    ['courseId', 'courseId:CHEM201'],
    ['externalId', 'externalId:CHEM201'],
  ])('resolves a course by %s on v1, v2 and v3', async (_kind, ref) => {
    const { call } = setup();
    for (const v of ['v1', 'v2', 'v3']) {
      const res = await call('student', `${v}/courses/${ref}?fields=id,courseId`);
      expect(res.json).toEqual({ id: DEMO.courses.chem201.id, courseId: 'CHEM201' });
    }
  });

  it('serves the v1 course shape (readOnly) and the v2/v3 shape (closedComplete, modified)', async () => {
    const { call } = setup();
    const v1 = await call('admin', `v1/courses/${DEMO.courses.bio101.id}`);
    const v3 = await call('admin', `v3/courses/${DEMO.courses.bio101.id}`);
    expect(v1.json).toHaveProperty('readOnly', false);
    expect(v1.json).not.toHaveProperty('closedComplete');
    expect(v1.json).not.toHaveProperty('modified');
    expect(v3.json).toHaveProperty('closedComplete', false);
    expect(v3.json.externalAccessUrl).toBe(`http://localhost:4010/ultra/courses/${DEMO.courses.bio101.id}/outline`);
  });

  it("resolves the 'finalGrade' column keyword and externalId: terms and data sources", async () => {
    const { call } = setup();
    const col = await call(
      'instructor',
      `v2/courses/${DEMO.courses.bio101.id}/gradebook/columns/finalGrade?fields=id,name`,
    );
    expect(col.json).toEqual({ id: DEMO.bio101.columns.overall, name: 'Overall Grade' });
    const ds = await call('admin', `v1/dataSources/externalId:${DEMO.dataSources.sisCourses.externalId}`);
    expect(ds.json).toEqual({
      id: DEMO.dataSources.sisCourses.id,
      externalId: 'SIS_COURSES',
      description: 'Student information system course feed',
    });
    const term = await call('student', `v1/terms/${DEMO.terms.current}?fields=id`);
    expect(term.json).toEqual({ id: DEMO.terms.current });
  });

  it('rejects malformed ids with 400 and unknown ids with 404', async () => {
    const { call } = setup();
    expect((await call('student', 'v1/users/ava')).json).toEqual({
      status: 400,
      message: "Invalid id 'ava': use a primary id (_123_1) or a prefixed id such as uuid:...",
    });
    expect((await call('student', 'v1/users/uuid:nope')).json).toEqual({
      status: 404,
      message: 'User not found',
      developerMessage: "No user matches 'uuid:nope'",
    });
    expect((await call('student', 'v3/courses/courseId:NOPE101')).status).toBe(404);
  });
});
