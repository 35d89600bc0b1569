import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { NOW, setup } from './helpers.ts';

const cat = DEMO.categories;
const ids = (json: { results: { categoryId: string }[] }) => json.results.map((r) => r.categoryId);

describe('data sources (admin only)', () => {
  it('lists data sources, with the externalId contains-search', async () => {
    const { call } = setup();
    const all = await call('admin', 'v1/dataSources');
    expect(all.json.results.map((d: { externalId: string }) => d.externalId)).toEqual([
      'SYSTEM',
      'SIS_COURSES',
      'SIS_USERS',
      'SIS_ORGS',
    ]);
    const sis = await call('admin', 'v1/dataSources?externalId=sis_c&fields=id,externalId');
    expect(sis.json.results).toEqual([{ id: DEMO.dataSources.sisCourses.id, externalId: 'SIS_COURSES' }]);
  });

  it('finds one by externalId, 404 when there is none, 403 for non-admins', async () => {
    const { call, state, app } = setup();
    expect((await call('admin', 'v1/dataSources/externalId:SIS_ORGS')).json).toEqual({
      id: DEMO.dataSources.sisOrgs.id,
      externalId: 'SIS_ORGS',
      description: 'Student information system organization feed',
    });
    expect((await call('admin', 'v1/dataSources/externalId:NOPE')).json).toEqual({
      status: 404,
      message: 'Data source not found',
      developerMessage: "No data source matches 'externalId:NOPE'",
    });
    expect((await call('instructor', 'v1/dataSources')).json).toEqual({
      status: 403,
      message: 'The user is not authorized to view data sources (system.datasource.manager.VIEW)',
    });
    expect((await call(null, 'v1/dataSources')).status).toBe(401);
    // An application token (client credentials) acts like Learn's API gateway user.
    const token = state.tokens.issue({ userId: null, clientId: state.appKey, scope: 'read' });
    const res = await app.request('/learn/api/public/v1/dataSources', { headers: { Authorization: `Bearer ${token}` } }); // prettier-ignore
    expect(res.status).toBe(200);
  });

  it('pages courses of a data source (SetCategory reads them at the largest page size)', async () => {
    const { call } = setup();
    const first = await call('admin', 'v3/courses?dataSourceId=externalId:SIS_COURSES&limit=3&fields=courseId');
    expect(first.json.results).toEqual([{ courseId: 'BIO101' }, { courseId: 'CHEM201' }, { courseId: 'HIST110' }]);
    const rest = await call('admin', first.json.paging.nextPage);
    expect(rest.json).toEqual({ results: [{ courseId: 'MATH150' }] });
    expect((await call('admin', 'v3/courses?dataSourceId=externalId:SIS_ORGS')).json).toEqual({ results: [] });
    expect((await call('admin', 'v3/courses?dataSourceId=externalId:NOPE')).status).toBe(404);
  });
});

describe('catalog categories', () => {
  it('lists a type; admins see `restricted`, never the role list in a list', async () => {
    const { call } = setup();
    const admin = await call('admin', 'v1/catalog/categories/Course');
    expect(ids(admin.json)).toEqual(['SCI', 'HUM', 'MATH', 'SCI-LAB', 'STAFF-DEV', 'ARCHIVE']);
    expect(admin.json.results[4]).toEqual({
      id: cat.staffDevelopment.id,
      dataSourceId: DEMO.dataSources.system.id,
      categoryId: 'STAFF-DEV',
      title: 'Staff Development',
      description: 'Courses in Staff Development',
      type: 'Course',
      frontPage: false,
      available: true,
      restricted: true,
      created: new Date(NOW - 500 * 86_400_000).toISOString(),
    });
    expect(ids((await call('admin', 'v1/catalog/categories/Organization')).json)).toEqual(['CLUBS']);
  });

  it('hides restricted categories (and the restricted flag) from users without one of their roles', async () => {
    const { call, state } = setup();
    const student = await call('student', 'v1/catalog/categories/Course');
    expect(ids(student.json)).toEqual(['SCI', 'HUM', 'MATH', 'SCI-LAB', 'ARCHIVE']);
    expect(student.json.results[0]).not.toHaveProperty('restricted');
    expect((await call('instructor', `v1/catalog/categories/Course/${cat.staffDevelopment.id}`)).json).toEqual({
      status: 403,
      message: 'The user is not authorized to view this category',
    });
    state.store.userById(DEMO.users.instructor2.id)!.institutionRoleIds.push('STAFF');
    const staff = await call('instructor2', `v1/catalog/categories/Course/${cat.staffDevelopment.id}`);
    expect(staff.json).toMatchObject({ categoryId: 'STAFF-DEV' });
    expect(staff.json).not.toHaveProperty('institutionRoleIds');
    const admin = await call('admin', `v1/catalog/categories/Course/${cat.staffDevelopment.id}`);
    expect(admin.json).toMatchObject({ restricted: true, institutionRoleIds: ['STAFF'] });
  });

  it.each([
    ['categoryId=SCI', ['SCI', 'SCI-LAB']],
    ['title=science', ['SCI', 'SCI-LAB']],
    ['available=false', ['ARCHIVE']],
    ['frontPage=true&sort=title(desc)', ['SCI', 'MATH', 'SCI-LAB', 'HUM']],
    [
      `dataSourceId=${DEMO.dataSources.system.id}&sort=categoryId`,
      ['ARCHIVE', 'HUM', 'MATH', 'SCI', 'SCI-LAB', 'STAFF-DEV'],
    ],
    ['created=2020-01-01T00:00:00Z&createdCompare=lessThan', []],
  ])('filters with %s', async (query, expected) => {
    const { call } = setup();
    expect(ids((await call('admin', `v1/catalog/categories/Course?${query}`)).json)).toEqual(expected);
  });

  it.each([
    ['v1/catalog/categories/Courses', "Invalid categoryType 'Courses'. Expected Course or Organization"],
    ['v1/catalog/categories/Course?available=maybe', "Invalid available value: 'maybe'. Expected true or false."],
    ['v1/catalog/categories/Course?sort=color', "Invalid sort field 'color'. Supported: title, categoryId, created"],
  ])('answers 400 for %s', async (path, message) => {
    const { call } = setup();
    expect((await call('admin', path)).json).toEqual({ status: 400, message });
  });

  it('pages a list and lists the children of a category', async () => {
    const { call } = setup();
    const page = await call('admin', 'v1/catalog/categories/Course?limit=2');
    expect(ids(page.json)).toEqual(['SCI', 'HUM']);
    expect(page.json.paging.nextPage).toBe('/learn/api/public/v1/catalog/categories/Course?limit=2&offset=2');
    expect(ids((await call('student', `v1/catalog/categories/Course/${cat.sciences.id}/children`)).json)).toEqual([
      'SCI-LAB',
    ]);
    expect((await call('admin', `v1/catalog/categories/Course/_999_1`)).status).toBe(404);
  });
});

describe('category and course associations', () => {
  const coursesOf = async (call: ReturnType<typeof setup>['call'], id: string) =>
    (await call('admin', `v1/catalog/categories/Course/${id}/courses?expand=course&fields=courseId,course.courseId`)).json.results; // prettier-ignore

  it('lists the courses of a category, with expand=course', async () => {
    const { call } = setup();
    expect(await coursesOf(call, cat.sciences.id)).toEqual([
      { courseId: DEMO.courses.bio101.id, course: { courseId: 'BIO101' } },
      { courseId: DEMO.courses.chem201.id, course: { courseId: 'CHEM201' } },
    ]);
  });

  it('PUT adds a course (201), a repeat is a 409, DELETE removes it (204, then 404)', async () => {
    const { call } = setup();
    const path = `v1/catalog/categories/Course/${cat.sciences.id}/courses/courseId:HIST110`;
    const put = await call('admin', path, { method: 'PUT', body: {} });
    expect(put.status).toBe(201);
    expect(put.json).toEqual({ categoryId: cat.sciences.id, courseId: DEMO.courses.hist110.id, created: new Date(NOW).toISOString() }); // prettier-ignore
    expect((await call('admin', path, { method: 'PUT' })).json).toEqual({
      status: 409,
      message: 'The course is already associated with this category',
    });
    expect((await coursesOf(call, cat.sciences.id)).map((c: { course: { courseId: string } }) => c.course.courseId)).toEqual(['BIO101', 'CHEM201', 'HIST110']); // prettier-ignore
    expect((await call('admin', path, { method: 'DELETE' })).status).toBe(204);
    expect((await call('admin', path, { method: 'DELETE' })).json).toEqual({
      status: 404,
      message: 'The course is not associated with this category',
    });
  });

  it('refuses non-admins, a course in an Organization category, and unknown ids', async () => {
    const { call } = setup();
    const put = (persona: 'instructor' | 'admin', path: string) => call(persona, path, { method: 'PUT' });
    expect((await put('instructor', `v1/catalog/categories/Course/${cat.sciences.id}/courses/courseId:BIO101`)).json).toEqual({
      status: 403,
      message: 'The user is not authorized to categorize courses (admin.course.categorize.MODIFY)',
    }); // prettier-ignore
    expect((await put('admin', `v1/catalog/categories/Organization/${cat.clubs.id}/courses/courseId:BIO101`)).json).toEqual({
      status: 400,
      message: 'The course does not match the category type Organization',
    }); // prettier-ignore
    expect((await put('admin', `v1/catalog/categories/Organization/${cat.sciences.id}/courses/courseId:BIO101`)).status).toBe(404); // prettier-ignore
    expect((await put('admin', `v1/catalog/categories/Course/${cat.sciences.id}/courses/courseId:NOPE`)).status).toBe(404); // prettier-ignore
  });

  it('lists the categories of a course for its members, with expand=category', async () => {
    const { call } = setup();
    const res = await call('student', `v1/courses/${DEMO.courses.bio101.id}/categories?expand=category`);
    expect(res.json.results).toEqual([
      {
        categoryId: cat.sciences.id,
        courseId: DEMO.courses.bio101.id,
        created: new Date(NOW - 100 * 86_400_000).toISOString(),
        category: expect.objectContaining({ categoryId: 'SCI', title: 'Sciences' }),
      },
    ]);
    expect((await call('student2', `v1/courses/${DEMO.courses.eng220.id}/categories`)).status).toBe(403);
  });
});
