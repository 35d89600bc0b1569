import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandbox, DEMO } from '@tools/sandbox';
import { createLearnClient } from '../client.ts';
import {
  addCourseToCategory,
  listCategories,
  listCategoryCourses,
  listCourseCategories,
  removeCourseFromCategory,
} from '../endpoints/categories.ts';
import { pageCourses } from '../endpoints/courses.ts';
import { getDataSource, listDataSources } from '../endpoints/data-sources.ts';
import { createRubric, deleteRubric, getRubric, listRubrics } from '../endpoints/rubrics.ts';
import type { RubricInput } from '../schemas/rubric.ts';
import { server, useMswServer } from './server.ts';

useMswServer();

/** The client against the in-process sandbox, as a persona, counting requests by path. */
function against(persona: 'admin' | 'instructor' | 'student') {
  const origin = `https://${persona}.catalog.learn.test`;
  const { app, state } = createSandbox();
  const requests: string[] = [];
  server.use(
    http.all(`${origin}/*`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      return app.fetch(request);
    }),
  );
  return { client: createLearnClient({ baseUrl: origin, token: state.issueToken(DEMO.users[persona].id) }), requests };
}

const rubric: RubricInput = {
  title: 'Essay',
  rubricType: 'Numeric',
  columns: [{ id: 'c0', header: 'Good', position: 0 }],
  rows: [{ id: 'r0', header: 'Thesis', position: 0, rowPoints: 4 }],
  cells: [{ id: 'x', rowId: 'r0', columnId: 'c0', rowPosition: 0, columnPosition: 0, points: { value: 4 } }],
};

describe('SetCategory calls against the sandbox', () => {
  it('finds the data source, the category and the courses, paging at the largest limit', async () => {
    const { client, requests } = against('admin');
    expect(await getDataSource(client, { dataSourceId: 'externalId:SIS_COURSES' })).toMatchObject({
      id: DEMO.dataSources.sisCourses.id,
    });
    expect((await listDataSources(client, { externalId: 'SIS' })).map((d) => d.externalId)).toEqual([
      'SIS_COURSES',
      'SIS_USERS',
      'SIS_ORGS',
    ]);
    const [science] = await listCategories(client, { type: 'Course', categoryId: 'SCI', title: 'Sciences' });
    expect(science).toMatchObject({ id: DEMO.categories.sciences.id, categoryId: 'SCI' });
    const pages = [];
    for await (const page of pageCourses(client, { dataSourceId: 'externalId:SIS_COURSES' }, { fields: 'id' }))
      pages.push(page.results.map((c) => c.id));
    expect(pages).toEqual([[DEMO.courses.bio101.id, DEMO.courses.chem201.id, DEMO.courses.hist110.id, DEMO.courses.math150.id]]); // prettier-ignore
    expect(requests.at(-1)).toBe('GET /learn/api/public/v3/courses?dataSourceId=externalId%3ASIS_COURSES&fields=id&limit=100'); // prettier-ignore
  });

  it('adds a course once: a second PUT is "already-associated", not an error', async () => {
    const { client } = against('admin');
    const args = { type: 'Course', categoryId: DEMO.categories.sciences.id, courseRef: 'courseId:HIST110' } as const;
    expect(await addCourseToCategory(client, args)).toBe('added');
    expect(await addCourseToCategory(client, args)).toBe('already-associated');
    const inCategory = await listCategoryCourses(client, { type: 'Course', categoryId: args.categoryId }, { expand: 'course' }); // prettier-ignore
    expect(inCategory.map((l) => l.course?.courseId)).toEqual(['BIO101', 'CHEM201', 'HIST110']);
    const ofCourse = await listCourseCategories(client, { courseRef: 'courseId:HIST110' }, { expand: 'category' });
    expect(ofCourse.map((l) => l.category?.categoryId)).toEqual(['HUM', 'SCI']);
    await removeCourseFromCategory(client, args);
    await expect(removeCourseFromCategory(client, args)).rejects.toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('still throws for other failures (a non-admin PUT is forbidden)', async () => {
    const { client } = against('instructor');
    await expect(
      addCourseToCategory(client, { type: 'Course', categoryId: DEMO.categories.sciences.id, courseRef: '_1_1' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      learnMessage: 'The user is not authorized to categorize courses (admin.course.categorize.MODIFY)',
    });
  });
});

describe('UploadRubric calls against the sandbox', () => {
  it('creates, lists by title, reads with its grid and deletes a rubric', async () => {
    const { client } = against('instructor');
    const created = await createRubric(client, { courseRef: 'courseId:BIO101', rubric });
    expect(created).toMatchObject({
      title: 'Essay',
      rubricType: 'Numeric',
      rows: [{ header: 'Thesis', rowPoints: 4 }],
    });
    expect(await listRubrics(client, { courseRef: 'courseId:BIO101' }, { fields: ['id', 'title'] })).toEqual([
      { id: created.id, title: 'Essay' },
    ]);
    const read = await getRubric(
      client,
      { courseRef: 'courseId:BIO101', rubricId: created.id! },
      { expand: ['cells'] },
    );
    expect(read.cells?.[0]?.points?.value).toBe(4);
    expect(read.rows).toBeUndefined();
    await deleteRubric(client, { courseRef: 'courseId:BIO101', rubricId: created.id! });
    expect(await listRubrics(client, { courseRef: 'courseId:BIO101' })).toEqual([]);
  });

  it('surfaces Learn’s 400 message for a wrong body', async () => {
    const { client } = against('instructor');
    await expect(
      createRubric(client, { courseRef: 'courseId:BIO101', rubric: { ...rubric, rows: [] } }),
    ).rejects.toMatchObject({ kind: 'bad-request', status: 400, learnMessage: 'rows must be a non-empty array' });
  });
});
