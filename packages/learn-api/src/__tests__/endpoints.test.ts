import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import { listCalendarItems } from '../endpoints/calendar.ts';
import { addCourseToCategory } from '../endpoints/categories.ts';
import { getDataSource } from '../endpoints/data-sources.ts';
import { listContents } from '../endpoints/contents.ts';
import { getColumnGrade, patchColumnGrade } from '../endpoints/grades.ts';
import { listCourseMemberships } from '../endpoints/memberships.ts';
import { getUser, getUserCourses } from '../endpoints/users.ts';
import { API, server, useMswServer } from './server.ts';

useMswServer();

const ORIGIN = 'https://endpoints.learn.test';
const learn = createLearnClient({ baseUrl: ORIGIN, token: 't' });

function record(method: 'get' | 'patch' | 'put', path: string, body: JsonBodyType) {
  const seen: { url: URL; body: unknown }[] = [];
  server.use(
    http[method](`${ORIGIN}${API}${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('endpoint functions', () => {
  it('getUser("me") with fields, keeping unknown fields', async () => {
    const seen = record('get', '/v1/users/me', { id: '_1_1', name: { given: 'Ada', family: 'Lovelace' }, extra: 1 });
    const user = await getUser(learn, { userRef: 'me' }, { fields: ['id', 'name'] });
    expect(user).toEqual({ id: '_1_1', name: { given: 'Ada', family: 'Lovelace' }, extra: 1 });
    expect(seen[0]!.url.search).toBe('?fields=id%2Cname');
  });

  it('a uuid becomes uuid:{value} in the path', async () => {
    const seen = record('get', '/v1/users/uuid:4f1c', { id: '_1_1' });
    await getUser(learn, { userRef: '4f1c' });
    expect(seen[0]!.url.pathname).toBe(`${API}/v1/users/uuid:4f1c`);
  });

  it('getUserCourses sends role and expand=course at page size 100 and reads the expanded course', async () => {
    const seen = record('get', '/v1/users/:userId/courses', {
      results: [{ courseId: '_1_1', course: { id: '_1_1', name: 'History' } }],
    });
    const courses = await getUserCourses(learn, { userRef: 'u1', role: 'Student' }, { expand: 'course' });
    expect(courses[0]?.course?.name).toBe('History');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ role: 'Student', expand: 'course', limit: '100' });
  });

  it('listCourseMemberships pages at 200 with role and expand=user', async () => {
    const seen = record('get', '/v1/courses/_1_1/users', {
      results: [{ userId: '_3_1', courseRoleId: 'Student', user: { name: { given: 'A' } } }],
    });
    const members = await listCourseMemberships(learn, { courseRef: '_1_1', role: 'Student' }, { expand: 'user' });
    expect(members[0]?.user?.name?.given).toBe('A');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ role: 'Student', expand: 'user', limit: '200' });
  });

  it('listCalendarItems sends since/until (not start/end)', async () => {
    const seen = record('get', '/v1/calendars/items', {
      results: [{ id: '_5_1', type: 'GradebookColumn', title: 'Essay', end: '2026-01-03T00:00:00.000Z' }],
    });
    const items = await listCalendarItems(learn, {
      since: new Date('2026-01-01T00:00:00Z'),
      until: '2026-01-08T00:00:00Z',
      type: 'GradebookColumn',
    });
    expect(items).toHaveLength(1);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      since: '2026-01-01T00:00:00.000Z',
      until: '2026-01-08T00:00:00.000Z',
      type: 'GradebookColumn',
      limit: '100',
    });
  });

  it.each([
    [{ since: 'yesterday', until: '2026-01-08' }, 'listCalendarItems: since is not a valid date: yesterday'],
    [{ since: '2026-01-08', until: '2026-01-01' }, 'listCalendarItems: until is before since'],
    [
      { since: '2026-01-01', until: '2026-06-01' },
      'listCalendarItems: Learn allows at most 16 weeks between since and until',
    ],
  ])('listCalendarItems refuses %j', (args, message) => {
    expect(() => listCalendarItems(learn, args)).toThrow(message);
  });

  it('listContents: ROOT is /contents, a folder is /contents/{id}/children', async () => {
    const root = record('get', '/v1/courses/uuid:c1/contents', { results: [{ id: '_7_1', hasChildren: true }] });
    const children = record('get', '/v1/courses/uuid:c1/contents/_7_1/children', { results: [{ id: '_8_1' }] });
    expect(await listContents(learn, { courseRef: 'c1' })).toEqual([{ id: '_7_1', hasChildren: true }]);
    expect(await listContents(learn, { courseRef: 'c1', parentId: '_7_1' })).toEqual([{ id: '_8_1' }]);
    expect(root[0]!.url.searchParams.get('limit')).toBe('200');
    expect(children[0]!.url.searchParams.get('limit')).toBe('200');
  });

  it('getColumnGrade reads displayGrade and notation from v2', async () => {
    record('get', '/v2/courses/_1_1/gradebook/columns/finalGrade/users/_3_1', {
      userId: '_3_1',
      columnId: 'finalGrade',
      displayGrade: { scaleType: 'Text', text: '5xx' },
      gradeNotationId: '_4_1',
      overridden: '2026-01-01T00:00:00Z',
    });
    const grade = await getColumnGrade(learn, { courseRef: '_1_1', columnId: 'finalGrade', userRef: '_3_1' });
    expect(grade.displayGrade?.text).toBe('5xx');
    expect(grade.gradeNotationId).toBe('_4_1');
  });

  it('patchColumnGrade sends the body as JSON with PATCH', async () => {
    const seen = record('patch', '/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1', { userId: '_3_1', score: null });
    await patchColumnGrade(learn, { courseRef: '_1_1', columnId: '_2_1', userRef: '_3_1', grade: { score: null } });
    expect(seen[0]!.body).toEqual({ score: null });
  });

  it('addCourseToCategory PUTs an empty body', async () => {
    const seen = record('put', '/v1/catalog/categories/Course/_8_1/courses/_1_1', {});
    await addCourseToCategory(learn, { type: 'Course', categoryId: '_8_1', courseRef: '_1_1' });
    expect(seen[0]!.body).toEqual({});
  });

  it('getDataSource wants an id or externalId:{name}', () => {
    expect(() => getDataSource(learn, { dataSourceId: 'SIS' })).toThrow(
      'getDataSource: dataSourceId must be a primary id (_2_1) or externalId:{name}, got "SIS"',
    );
  });
});

describe('schema failures', () => {
  it('a wrong type is an invalid-response LearnError naming the path and field', async () => {
    record('get', '/v1/users/me', { id: '_1_1', name: { given: 42 } });
    await expect(getUser(learn, { userRef: 'me' })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: `Learn sent an unexpected response for GET ${API}/v1/users/me: name.given: Invalid type: Expected string but received 42`,
    });
  });

  it('a list without results is invalid', async () => {
    record('get', '/v1/courses/_1_1/users', { items: [] });
    await expect(listCourseMemberships(learn, { courseRef: '_1_1' })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: `Learn sent an unexpected response for GET ${API}/v1/courses/_1_1/users?limit=200: results: Invalid key: Expected "results" but received undefined`,
    });
  });
});
