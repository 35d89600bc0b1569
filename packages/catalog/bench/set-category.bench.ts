/**
 * Benchmark: SetCategory on 500 courses (sandbox seedLarge, data source SIS_COURSES, category
 * BENCH already holding every fifth course), 50 ms latency added to every Learn request by the
 * fetch; ours against the spec's calls (000 §7: data source, categories, courses, then one PUT per
 * course, one after another), each first run and re-run, on identical sandboxes.
 *
 *   cd packages/catalog && npx tsx bench/set-category.bench.ts [--courses 500] [--latency 50]
 */
import { runBulk } from '@tools/bulk';
import { addCourseToCategory, getDataSource, listCategories, listCourses, type LearnClient } from '@tools/learn-api';
import { seedLarge } from '@tools/sandbox';
import { benchArg, latentLearn, NODE_VERSION, timed, writeRunsTable, type WriteRun } from '@tools/testing/bench';
import { readCategoryPlan } from '../src/set-category/read-plan.ts';

const COURSES = benchArg('courses', 500);
const LATENCY_MS = benchArg('latency', 50);
const INPUT = { categoryId: 'BENCH', dataSourceKey: 'SIS_COURSES' };
/** What the screen runs (`useBulkRun`'s default, DEFAULT_BULK_CONCURRENCY). */
const CONCURRENCY = 4;

function world(origin: string) {
  const data = seedLarge({ students: 20, courses: COURSES, columnsPerCourse: 1, contentItems: COURSES, coursesPerStudent: 1 }); // prettier-ignore
  const { sandbox, client } = latentLearn({ data, origin, latencyMs: LATENCY_MS, persona: 'admin' });
  const bench = data.categories.find((c) => c.categoryId === 'BENCH')!;
  const members = () => data.categoryCourses.filter((l) => l.categoryId === bench.id).length;
  return { sandbox, client, members };
}

/** The spec's calls: every course of the data source is PUT, one after another. */
async function specRun(client: LearnClient) {
  const ds = await getDataSource(client, { dataSourceId: `externalId:${INPUT.dataSourceKey}` });
  const category = (await listCategories(client, { type: 'Course' })).find((c) => c.categoryId === INPUT.categoryId)!;
  const courses = await listCourses(client, { dataSourceId: ds.id! });
  let written = 0;
  for (const course of courses) {
    await addCourseToCategory(client, { type: 'Course', categoryId: category.id!, courseRef: course.id! });
    written += 1;
  }
  return { written, failed: 0 };
}

/** Ours (what the screen runs): the dry run, then PUTs only for courses not in the category, 4 at a time. */
async function oursRun(client: LearnClient) {
  const plan = await readCategoryPlan(client, INPUT);
  const report = await runBulk({
    items: plan.entries,
    key: (e) => e.id,
    skip: (e) => (e.inCategory ? 'Already in category' : null),
    run: (e) => addCourseToCategory(client, { type: 'Course', categoryId: plan.category.id, courseRef: e.id }),
    concurrency: CONCURRENCY,
  });
  return { written: report.counts.ok, failed: report.counts.failed };
}

const runs: WriteRun[] = [];
async function measure(
  label: string,
  w: ReturnType<typeof world>,
  run: (c: LearnClient) => Promise<{ written: number; failed: number }>,
) {
  runs.push({ label, run: await timed(w.sandbox, () => run(w.client)), extra: [w.members()] });
}

console.log(`SetCategory on ${COURSES} courses, ${LATENCY_MS} ms latency, Node ${NODE_VERSION}\n`);
const spec = world('https://spec.learn.test');
const ours = world('https://ours.learn.test');
await measure('spec calls, first run', spec, specRun);
await measure('ours, first run', ours, oursRun);
await measure('spec calls, re-run', spec, specRun);
await measure('ours, re-run (nothing to add)', ours, oursRun);
console.log(writeRunsTable(runs, 'PUTs answered', ['courses in category after']));
