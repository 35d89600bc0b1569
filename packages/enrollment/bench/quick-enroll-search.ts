/**
 * Benchmark: Quick Enroll search over 5,000 courses (sandbox seedLarge, all in one term) with
 * 50 ms latency added to every Learn request, through the real server (the core with Quick Enroll's module, PGlite).
 *
 * - ours: GET /courses page by page (one Learn page of 100 per page, the caller's memberships
 *   once per page, instructors of the shown courses 8 at a time); time to the first page and
 *   to the last.
 * - spec-style back end: what a back end answering the spec's single `GET {backend}/courses`
 *   with every course must do: all pages of the search, then for every course its membership
 *   of the caller and its instructors (same concurrency of 8), before anything shows.
 *
 *   cd packages/enrollment && npx tsx bench/quick-enroll-search.ts [--courses 5000] [--latency 50]
 */
import { createEmbeddedServer } from '@tools/server-core/embedded.ts';
import enrollmentModule from '../src/server/module.ts';
import { getCourseMembership, listCourseMemberships, pageCourses } from '@tools/learn-api';
import { seedLarge } from '@tools/sandbox';
import { benchArg, latentLearn, NODE_VERSION } from '@tools/testing/bench';
import pLimit from 'p-limit';

const COURSES = benchArg('courses', 5000);
const LATENCY_MS = benchArg('latency', 50);
const ORIGIN = 'https://learn.bench';

const data = seedLarge({
  students: 20,
  courses: COURSES,
  columnsPerCourse: 1,
  contentItems: COURSES,
  coursesPerStudent: 1,
});
const {
  sandbox,
  fetch: learnFetch,
  client,
} = latentLearn({
  data,
  origin: ORIGIN,
  latencyMs: LATENCY_MS,
  persona: 'admin',
});
const admin = sandbox.state.persona('admin')!;
const termId = data.courses[0]!.termId;
const term = data.terms.find((t) => t.id === termId)!;

async function ours() {
  const server = await createEmbeddedServer({
    publicUrl: 'https://tools.bench',
    platformOrigins: [ORIGIN],
    learnFetch,
    modules: [enrollmentModule],
  });
  const token = sandbox.state.issueToken(admin.id);
  const before = sandbox.state.requestLog.total;
  const started = performance.now();
  let firstMs = 0;
  let courses = 0;
  let nextKey: string | null = null;
  do {
    const url = new URL('https://tools.bench/courses');
    url.searchParams.set('searchType', 'term');
    url.searchParams.set('searchValue', term.name);
    if (nextKey) url.searchParams.set('nextKey', nextKey);
    const res = await server.fetch(
      new Request(url, { headers: { Authorization: `Bearer ${token}`, 'X-Learn-Platform': ORIGIN } }),
    );
    if (!res.ok) throw new Error(`GET /courses answered ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as { courses: unknown[]; nextKey: string | null };
    if (courses === 0) firstMs = performance.now() - started;
    courses += page.courses.length;
    nextKey = page.nextKey;
  } while (nextKey);
  const totalMs = performance.now() - started;
  await server.close();
  return { courses, firstMs, totalMs, requests: sandbox.state.requestLog.total - before };
}

async function specStyle() {
  const before = sandbox.state.requestLog.total;
  const started = performance.now();
  const all: { id?: string }[] = [];
  for await (const page of pageCourses(client, { termId }, { fields: ['id', 'courseId', 'name', 'externalAccessUrl'] }))
    all.push(...page.results);
  const limit = pLimit(8);
  await Promise.all(
    all.map((c) =>
      limit(async () => {
        await getCourseMembership(client, { courseRef: c.id!, userRef: admin.id }).catch(() => null);
        await listCourseMemberships(client, { courseRef: c.id!, role: 'Instructor' }, { expand: 'user' });
      }),
    ),
  );
  const totalMs = performance.now() - started;
  return { courses: all.length, firstMs: totalMs, totalMs, requests: sandbox.state.requestLog.total - before };
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Quick Enroll search by term over ${COURSES} courses, ${LATENCY_MS} ms Learn latency (node ${NODE_VERSION})`,
);
const a = await ours();
console.log(
  `ours:       ${a.courses} courses, first page ${fmt(a.firstMs)}, all ${fmt(a.totalMs)}, ${a.requests} Learn requests`,
);
const b = await specStyle();
console.log(
  `spec-style: ${b.courses} courses, first rows ${fmt(b.firstMs)}, all ${fmt(b.totalMs)}, ${b.requests} Learn requests`,
);
