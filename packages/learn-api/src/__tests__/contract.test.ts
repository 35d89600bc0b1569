import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import * as learn from '../index.ts';
import type { LearnClient } from '../client.ts';
import { listEndpoints, PUBLIC_PREFIX } from '../endpoint.ts';
import { PRIVATE_ENDPOINTS } from '../private-endpoints.ts';
import { loadSwagger, matchTemplate, parametersOf, type Swagger } from './swagger.ts';
import { server, useMswServer } from './server.ts';

useMswServer();

let swagger: Swagger;
beforeAll(() => {
  swagger = loadSwagger();
});

// Importing the barrel loaded every endpoint module, so the registry is complete.
const endpoints = listEndpoints();

describe('contract with learn-swagger.json', () => {
  it('declares endpoints', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
  });

  it.each(endpoints.filter((e) => e.api === 'public').map((e) => [e.method, e.template, e] as const))(
    '%s %s exists in the swagger file',
    (method, template) => {
      expect(
        swagger.paths[PUBLIC_PREFIX + template]?.[method.toLowerCase()],
        `${method} ${PUBLIC_PREFIX}${template}`,
      ).toBeDefined();
    },
  );

  it('lists every private /learn/api/v1 endpoint, with a reason', () => {
    const listed = new Set(PRIVATE_ENDPOINTS.map((entry) => entry.endpoint));
    for (const def of endpoints.filter((e) => e.api === 'private')) {
      expect(listed.has(def), `${def.method} ${def.template} must be listed in private-endpoints.ts`).toBe(true);
    }
    for (const entry of PRIVATE_ENDPOINTS) expect(entry.reason.length).toBeGreaterThan(20);
  });

  it.each(endpoints.filter((e) => e.response).map((e) => [e.method, e.template, e] as const))(
    '%s %s: schema fields exist in the swagger definition',
    (method, template, def) => {
      const contract = def.response!;
      const properties = swagger.definitions[contract.definition]?.properties;
      expect(properties, contract.definition).toBeDefined();
      const expandable = new Set(contract.expandable ?? []);
      const missing = Object.keys(contract.schema.entries).filter(
        (key) => !expandable.has(key) && !(key in properties!),
      );
      expect(missing, `${contract.definition} lacks`).toEqual([]);
      // Expanded fields are not in the definition; they must be documented as `expand` values of this operation.
      const expandDoc =
        parametersOf(swagger, PUBLIC_PREFIX + template, method).find((p) => p.name === 'expand')?.description ?? '';
      for (const field of expandable) expect(expandDoc, `${template} expand`).toContain(`<li>${field}</li>`);
    },
  );
});

const ORIGIN = 'https://contract.learn.test';

/** One call per endpoint function, with the options tools pass. */
const calls: [string, (c: LearnClient) => Promise<unknown>][] = [
  ['getUser', (c) => learn.getUser(c, { userRef: 'me' }, { fields: ['id', 'name'] })],
  ['getUserCourses', (c) => learn.getUserCourses(c, { userRef: 'abc-uuid', role: 'Student' }, { expand: 'course' })],
  ['getCourse', (c) => learn.getCourse(c, { courseRef: '_1_1' })],
  ['getCourseV1', (c) => learn.getCourseV1(c, { courseRef: 'course-uuid' })],
  ['listCourses', (c) => learn.listCourses(c, { name: 'Hist', courseId: 'HIST', dataSourceId: 'externalId:SIS' })],
  [
    'getCourseMembership',
    (c) =>
      learn.getCourseMembership(
        c,
        { courseRef: '_1_1', userRef: 'u-uuid' },
        { fields: 'id,userId,courseRoleId,availability' },
      ),
  ],
  [
    'listCourseMemberships',
    (c) => learn.listCourseMemberships(c, { courseRef: '_1_1', role: 'Student' }, { expand: 'user' }),
  ],
  ['listGroups', (c) => learn.listGroups(c, { courseRef: '_1_1' })],
  [
    'listCalendarItems',
    (c) =>
      learn.listCalendarItems(c, {
        since: '2026-01-01T00:00:00Z',
        until: '2026-01-08T00:00:00Z',
        type: 'GradebookColumn',
        courseId: '_1_1',
        sort: 'end',
      }),
  ],
  [
    'listGradebookColumns v2',
    (c) => learn.listGradebookColumns(c, { courseRef: '_1_1', contentId: '_4_1' }, { fields: ['id', 'name'] }),
  ],
  ['listGradebookColumns v1', (c) => learn.listGradebookColumns(c, { courseRef: '_1_1', version: 1 })],
  ['getGradebookColumn v2', (c) => learn.getGradebookColumn(c, { courseRef: '_1_1', columnId: 'finalGrade' })],
  ['getGradebookColumn v1', (c) => learn.getGradebookColumn(c, { courseRef: '_1_1', columnId: '_2_1', version: 1 })],
  [
    'createGradebookColumn',
    (c) =>
      learn.createGradebookColumn(c, {
        courseRef: '_1_1',
        column: { name: 'Late Penalties', score: { possible: 0 }, availability: { available: 'Yes' } },
      }),
  ],
  ['deleteGradebookColumn', (c) => learn.deleteGradebookColumn(c, { courseRef: '_1_1', columnId: '_2_1' })],
  ['getColumnGrade', (c) => learn.getColumnGrade(c, { courseRef: '_1_1', columnId: 'finalGrade', userRef: '_3_1' })],
  [
    'patchColumnGrade',
    (c) =>
      learn.patchColumnGrade(c, {
        courseRef: '_1_1',
        columnId: '_2_1',
        userRef: '_3_1',
        grade: { score: -5, feedback: 'Late' },
      }),
  ],
  ['listColumnGrades', (c) => learn.listColumnGrades(c, { courseRef: '_1_1', columnId: '_2_1' })],
  [
    'listColumnGradeLogs',
    (c) =>
      learn.listColumnGradeLogs(c, {
        courseRef: '_1_1',
        columnId: 'finalGrade',
        since: '2026-01-01T00:00:00Z',
        userId: '_3_1',
      }),
  ],
  ['getUserGrades v2', (c) => learn.getUserGrades(c, { courseRef: 'c-uuid', userRef: 'userName:jdoe' })],
  ['getUserGrades v1', (c) => learn.getUserGrades(c, { courseRef: '_1_1', userRef: '_3_1', version: 1 })],
  [
    'listAttempts',
    (c) =>
      learn.listAttempts(
        c,
        { courseRef: '_1_1', columnId: '_2_1', userId: '_3_1' },
        { fields: 'id,userId,attemptDate,status,created' },
      ),
  ],
  ['listGradeNotations', (c) => learn.listGradeNotations(c, { courseRef: '_1_1' })],
  [
    'createGradeNotation',
    (c) => learn.createGradeNotation(c, { courseRef: '_1_1', notation: { code: '1xx', description: 'Fail' } }),
  ],
  [
    'listContents ROOT',
    (c) => learn.listContents(c, { courseRef: 'c-uuid', recursive: true, contentHandler: 'resource/x-bb-assignment' }),
  ],
  ['listContents folder', (c) => learn.listContents(c, { courseRef: '_1_1', parentId: '_7_1' })],
  ['listContentChildren', (c) => learn.listContentChildren(c, { courseRef: '_1_1', contentId: '_7_1', title: 'Week' })],
  ['getContent', (c) => learn.getContent(c, { courseRef: '_1_1', contentId: '_7_1' })],
  ['getTerm', (c) => learn.getTerm(c, { termId: '_5_1' })],
  ['searchUsers', (c) => learn.searchUsers(c, { familyName: 'Ellis' }, { fields: 'id,name' })],
  ['listTerms', (c) => learn.listTerms(c, { fields: 'id,name,externalId' })],
  [
    'createCourseMembership',
    (c) =>
      learn.createCourseMembership(c, { courseRef: '_1_1', userRef: '_2_1', courseRoleId: 'InstructionalDesigner' }),
  ],
  ['deleteCourseMembership', (c) => learn.deleteCourseMembership(c, { courseRef: '_1_1', userRef: '_2_1' })],
  ['getDataSource', (c) => learn.getDataSource(c, { dataSourceId: 'externalId:SIS' })],
  ['listDataSources', (c) => learn.listDataSources(c, { externalId: 'SIS' }, { fields: 'id,externalId' })],
  [
    'pageCourses',
    async (c) => {
      for await (const page of learn.pageCourses(c, { dataSourceId: 'externalId:SIS' }, { fields: 'id,courseId' }))
        return page;
      return undefined;
    },
  ],
  ['listCategories', (c) => learn.listCategories(c, { type: 'Course' })],
  ['listCategories filtered', (c) => learn.listCategories(c, { type: 'Course', categoryId: 'SCI', title: 'Sci' })],
  ['getCategory', (c) => learn.getCategory(c, { type: 'Organization', categoryId: '_8_1' })],
  [
    'listCategoryCourses',
    (c) =>
      learn.listCategoryCourses(c, { type: 'Course', categoryId: '_8_1' }, { fields: 'courseId', expand: 'course' }),
  ],
  ['listCourseCategories', (c) => learn.listCourseCategories(c, { courseRef: '_1_1' }, { expand: 'category' })],
  [
    'removeCourseFromCategory',
    (c) => learn.removeCourseFromCategory(c, { type: 'Course', categoryId: '_8_1', courseRef: 'courseId:HIST110' }),
  ],
  ['listRubrics', (c) => learn.listRubrics(c, { courseRef: 'courseId:HIST-101' }, { fields: ['id', 'title'] })],
  [
    'getRubric',
    (c) => learn.getRubric(c, { courseRef: '_1_1', rubricId: '_9_1' }, { expand: ['columns', 'rows', 'cells'] }),
  ],
  ['deleteRubric', (c) => learn.deleteRubric(c, { courseRef: '_1_1', rubricId: '_9_1', forceDelete: true })],
  [
    'addCourseToCategory',
    (c) => learn.addCourseToCategory(c, { type: 'Course', categoryId: '_8_1', courseRef: '_1_1' }),
  ],
  ['listContentAttachments', (c) => learn.listContentAttachments(c, { courseRef: 'c-uuid', contentId: '_7_1' })],
  [
    'downloadContentAttachment',
    (c) => learn.downloadContentAttachment(c, { courseRef: '_1_1', contentId: '_7_1', attachmentId: '_3_1' }),
  ],
  ['listQuestions', (c) => learn.listQuestions(c, { courseRef: '_1_1', assessmentId: '_9_1' })],
  [
    'createRubric',
    (c) =>
      learn.createRubric(c, {
        courseRef: 'courseId:HIST-101',
        rubric: { title: 'R', rubricType: 'Numeric', columns: [], rows: [], cells: [] },
      }),
  ],
];

describe('what the endpoint functions actually send', () => {
  it('every request matches a swagger path, method and query parameters; every endpoint is exercised', async () => {
    const recorded: { method: string; pathname: string; query: string[] }[] = [];
    server.use(
      http.all(`${ORIGIN}/*`, ({ request }) => {
        const url = new URL(request.url);
        recorded.push({ method: request.method, pathname: url.pathname, query: [...url.searchParams.keys()] });
        return HttpResponse.json({ results: [] });
      }),
    );
    const client = learn.createLearnClient({ baseUrl: ORIGIN, token: 't' });
    for (const [, call] of calls) await call(client);

    const problems: string[] = [];
    const hitTemplates = new Set<string>();
    for (const { method, pathname, query } of recorded) {
      const template = matchTemplate(swagger, method, pathname);
      if (!template) {
        problems.push(`${method} ${pathname}: no such path in swagger`);
        continue;
      }
      hitTemplates.add(`${method} ${template}`);
      // `fields` is Learn's global response filter, accepted by every read.
      const known = new Set(['fields', ...parametersOf(swagger, template, method).map((p) => p.name)]);
      for (const name of query)
        if (!known.has(name)) problems.push(`${method} ${pathname}: unknown query parameter ${name}`);
    }
    expect(problems).toEqual([]);
    const unexercised = endpoints.filter(
      (e) => e.api === 'public' && !hitTemplates.has(`${e.method} ${PUBLIC_PREFIX}${e.template}`),
    );
    expect(unexercised.map((e) => `${e.method} ${e.template}`)).toEqual([]);
  });
});
