/**
 * Benchmark (issue 5 §3): Learn requests and wall time of each content report on a
 * 2,000-item course tree from the sandbox's large data set, 50 ms injected latency per
 * request, comparing what the tools do (the shared walker query: one recursive listing at
 * page size 200, per-origin bound of 6) with a naive sequential walk that makes the spec's
 * calls at the spec's page sizes (001 §7: no `limit`, so Learn's default page; one folder at
 * a time, `parentId` from ROOT into every item with children). Same process, same run.
 *
 *   cd packages/content && npx tsx bench/reports.bench.ts [--latency 50] [--items 2000]
 */
import { QueryClient } from '@tanstack/react-query';
import {
  contentTreeQueryOptions,
  createLearnClient,
  membershipsQueryOptions,
  userCoursesQueryOptions,
  CONTENT_TREE_FIELDS,
  type LearnClient,
} from '@tools/learn-api';
import { walkContentTree } from '@tools/learn-api/walker';
import { createSandbox, seedLarge } from '@tools/sandbox';
import { contentTypeCounts, externalLinks, findVideos, handlerCounts, linkableItems } from '../src/domain/index.ts';
import { groupsQueryOptions } from '../src/my-locker/locker-queries.ts';

// Run by tsx under Node; the package's types are browser-only, so declare the one Node global used.
declare const process: { argv: string[] };

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number`);
  return value;
};
const LATENCY = arg('latency', 50);
const ITEMS = arg('items', 2000);
const ORIGIN = 'http://sandbox.bench';

const data = seedLarge({ courses: 1, contentItems: ITEMS, students: 40, columnsPerCourse: 5, coursesPerStudent: 1 });
const { app, state } = createSandbox({ data, latencyMs: LATENCY, publicUrl: ORIGIN });
const course = state.store.data.courses[0]!;
const instructorToken = state.issueToken(state.persona('instructor')!.id);
const studentToken = state.issueToken(state.persona('student')!.id);
const inProcessFetch: typeof fetch = async (input, init) => app.fetch(new Request(input, init));
const clientFor = (token: string) =>
  createLearnClient({ baseUrl: ORIGIN, token, fetch: inProcessFetch, retry: { limit: 0 } });

async function measure<T>(run: () => Promise<T>): Promise<{ requests: number; ms: number; result: T }> {
  const before = state.requestLog.total;
  const start = performance.now();
  const result = await run();
  return { requests: state.requestLog.total - before, ms: Math.round(performance.now() - start), result };
}

// ---- Naive: the spec's calls, sequential, default page size -------------------------------
type Raw = { results: Record<string, unknown>[]; paging?: { nextPage?: string } };
async function getAll(client: LearnClient, path: string, searchParams: Record<string, string> = {}) {
  const out: Record<string, unknown>[] = [];
  let next: { path: string; searchParams?: Record<string, string> } | undefined = { path, searchParams };
  while (next) {
    const body: Raw = await client.request<Raw>({ method: 'GET', ...next });
    out.push(...body.results);
    const nextPage = body.paging?.nextPage;
    next = nextPage ? { path: new URL(nextPage, ORIGIN).pathname + new URL(nextPage, ORIGIN).search } : undefined;
  }
  return out;
}
const API = '/learn/api/public';
async function naiveWalk(client: LearnClient, courseRef: string, topOnly = false) {
  const items: Record<string, unknown>[] = [];
  const visit = async (parentId: string) => {
    for (const item of await getAll(client, `${API}/v1/courses/${courseRef}/contents`, { parentId })) {
      items.push(item);
      if (!topOnly && item.hasChildren) await visit(String(item.id));
    }
  };
  await visit('ROOT');
  return items;
}
async function naiveCourseReport(client: LearnClient, byUuid: boolean, topOnly = false) {
  if (byUuid) return naiveWalk(client, `uuid:${course.uuid}`, topOnly); // top-level and counting pages (§7)
  const v3 = await client.request<{ id: string }>({ method: 'GET', path: `${API}/v3/courses/uuid:${course.uuid}` });
  return naiveWalk(client, v3.id, topOnly);
}
async function naiveLocker(client: LearnClient, uuid: string) {
  const memberships = await getAll(client, `${API}/v1/users/uuid:${uuid}/courses`, { role: 'Student' });
  let homework = 0;
  for (const m of memberships) {
    const c = await client.request<{ id: string }>({ method: 'GET', path: `${API}/v3/courses/${String(m.courseId)}` });
    for (const u of await getAll(client, `${API}/v1/courses/${c.id}/users`, { role: 'Instructor' })) {
      await client.request({ method: 'GET', path: `${API}/v1/users/${String(u.userId)}` });
    }
    await getAll(client, `${API}/v1/courses/${c.id}/groups`);
    const contents = await getAll(client, `${API}/v1/courses/${c.id}/contents`, { recursive: 'true' });
    homework += contents.filter((x) =>
      /x-bb-assignment|x-bb-asmt-test-link/.test(String((x.contentHandler as { id?: string })?.id)),
    ).length;
  }
  return homework;
}

// ---- Ours: the screens' query options ------------------------------------------------------
async function oursTree(
  client: LearnClient,
  queryClient: QueryClient,
  opts: { maxDepth?: number; fields?: readonly string[] } = {},
) {
  return queryClient.fetchQuery(contentTreeQueryOptions(client, { courseRef: course.uuid, ...opts }));
}
async function oursLocker(client: LearnClient, uuid: string) {
  const qc = new QueryClient();
  const memberships = await qc.fetchQuery(userCoursesQueryOptions(client, uuid, 'Student'));
  const ids = memberships.map((m) => m.course?.id ?? m.courseId!).filter(Boolean);
  const per = await Promise.all(
    ids.map((id) =>
      Promise.all([
        qc.fetchQuery(membershipsQueryOptions(client, id, 'Instructor')),
        qc.fetchQuery(groupsQueryOptions(client, id)),
        qc.fetchQuery(contentTreeQueryOptions(client, { courseRef: id })),
      ]),
    ),
  );
  return per.reduce(
    (n, [, , tree]) =>
      n + tree.items.filter((w) => /x-bb-assignment|x-bb-asmt-test-link/.test(w.item.contentHandler?.id ?? '')).length,
    0,
  );
}

interface Row {
  report: string;
  ours: { requests: number; ms: number };
  naive: { requests: number; ms: number };
  check: string;
}
const rows: Row[] = [];
const instructor = clientFor(instructorToken);
const host = ORIGIN;

async function report(name: string, ours: () => Promise<string>, naive: () => Promise<string>) {
  const a = await measure(ours);
  const b = await measure(naive);
  if (a.result !== b.result) throw new Error(`${name}: results differ (ours ${a.result}, naive ${b.result})`);
  rows.push({ report: name, ours: a, naive: b, check: a.result });
}

const full = (fields?: readonly string[]) => oursTree(instructor, new QueryClient(), fields ? { fields } : {});
await report(
  'CourseContentLinks (linkable content)',
  async () => String(linkableItems((await full()).items, host).length),
  async () =>
    String(
      (await naiveCourseReport(instructor, false)).filter(
        (i) => (i.contentHandler as { id?: string })?.id !== 'resource/x-bb-asmt-test-link',
      ).length,
    ),
);
await report(
  'CourseLinks (HTML links)',
  async () => String(externalLinks((await full()).items, 'Untitled Link').length),
  async () =>
    String(
      (await naiveCourseReport(instructor, false)).filter(
        (i) => (i.contentHandler as { id?: string })?.id === 'resource/x-bb-externallink',
      ).length,
    ),
);
await report(
  'MyCourseLinks (reading tracker)',
  async () => String(externalLinks((await full()).items, 'Untitled Link').length),
  async () =>
    String(
      (await naiveCourseReport(instructor, false)).filter(
        (i) => (i.contentHandler as { id?: string })?.id === 'resource/x-bb-externallink',
      ).length,
    ),
);
await report(
  'MyCourseWebLinks (top level)',
  async () =>
    String(
      externalLinks((await oursTree(instructor, new QueryClient(), { maxDepth: 0 })).items, 'Untitled Link', true)
        .length,
    ),
  async () =>
    String(
      (await naiveCourseReport(instructor, true, true)).filter(
        (i) => (i.contentHandler as { id?: string })?.id === 'resource/x-bb-externallink',
      ).length,
    ),
);
await report(
  'CourseContentPatterns',
  async () => String(handlerCounts((await full()).items).length),
  async () =>
    String(
      new Set((await naiveCourseReport(instructor, true)).map((i) => (i.contentHandler as { id?: string })?.id)).size,
    ),
);
await report(
  'CourseContentSummary',
  async () => String(contentTypeCounts((await full()).items).reduce((n, r) => n + r.count, 0)),
  async () => String((await naiveCourseReport(instructor, true)).length),
);
await report(
  'DownloadVideos',
  async () => String(findVideos((await full([...CONTENT_TREE_FIELDS, 'body'])).items, host).length),
  async () =>
    String(
      (await naiveCourseReport(instructor, false)).filter((i) =>
        (i.contentHandler as { file?: { mimeType?: string } })?.file?.mimeType?.startsWith('video/'),
      ).length,
    ),
);
await report(
  'InstructorCourses (1 course)',
  async () => {
    const qc = new QueryClient();
    const courses = await qc.fetchQuery(
      userCoursesQueryOptions(instructor, state.persona('instructor')!.uuid, 'Instructor'),
    );
    const trees = await Promise.all(
      courses.map((m) => qc.fetchQuery(contentTreeQueryOptions(instructor, { courseRef: m.course!.id! }))),
    );
    return String(trees.reduce((n, t) => n + t.items.length, 0));
  },
  async () => {
    const courses = await getAll(instructor, `${API}/v1/users/uuid:${state.persona('instructor')!.uuid}/courses`, {
      role: 'Instructor',
    });
    let n = 0;
    for (const m of courses) n += (await naiveWalk(instructor, String(m.courseId))).length;
    return String(n);
  },
);
const student = clientFor(studentToken);
await report(
  'MyLocker (student, 1 course)',
  async () => String(await oursLocker(student, state.persona('student')!.uuid)),
  async () => String(await naiveLocker(student, state.persona('student')!.uuid)),
);

// Six course reports open on one course in one tab: the walk is shared through the cache.
const shared = await measure(async () => {
  const qc = new QueryClient();
  for (let i = 0; i < 5; i += 1) await oursTree(instructor, qc);
  await oursTree(instructor, qc, { maxDepth: 0 });
  return '';
});

// The walker's own fallback (one listing per folder, 4 folders at a time), for comparison.
const perFolder = await measure(() =>
  walkContentTree(instructor, { courseRef: course.uuid, fields: CONTENT_TREE_FIELDS }),
);

const items = state.store.contentsOfCourse(course.id).length;
const folders = state.store.contentsOfCourse(course.id).filter((c) => c.hasChildren).length;
console.log(
  `Course ${course.courseId}: ${items} content items, ${folders} folders; latency ${LATENCY} ms per request; client bound 6 per origin.`,
);
console.log('| report | walker requests | walker wall ms | naive requests | naive wall ms | result (same in both) |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
for (const r of rows)
  console.log(`| ${r.report} | ${r.ours.requests} | ${r.ours.ms} | ${r.naive.requests} | ${r.naive.ms} | ${r.check} |`);
console.log(`| all six course reports in one tab (shared cache) | ${shared.requests} | ${shared.ms} | | | |`);
console.log(
  `| walker per-folder mode (the fallback when the recursive listing fails) | ${perFolder.requests} | ${perFolder.ms} | | | ${perFolder.result.items.length} items |`,
);
