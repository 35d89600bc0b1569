/**
 * Benchmark: Expand all on a 2,000-item course (sandbox large data set, 50 ms per Learn
 * request) - Learn requests and wall time of what the CourseCrawler does, against a naive
 * sequential walk at the spec's page size (200), in the same run.
 *
 *   cd packages/crawler && npx tsx bench/expand-all.ts
 */
import { QueryClient } from '@tanstack/react-query';
import pLimit from 'p-limit';
import {
  contentTreeQueryOptions,
  CONTENT_TREE_FIELDS,
  createLearnClient,
  listContents,
  listQuestions,
  type LearnClient,
} from '@tools/learn-api';
import { walkContentTree } from '@tools/learn-api/walker';
import { createSandbox, seedLarge } from '@tools/sandbox';
import { QUESTION_CONCURRENCY, questionsQueryOptions } from '../src/course-crawler/questions-query.ts';
import { assessmentIdOf } from '../src/domain/index.ts';

const LATENCY_MS = 50;
const ITEMS = 2000;

const { app, state } = createSandbox({
  data: seedLarge({ courses: 1, contentItems: ITEMS, students: 20, columnsPerCourse: 5 }),
  latencyMs: LATENCY_MS,
});
const course = state.store.data.courses[0]!;
const instructor = state.persona('instructor')!;
const token = state.issueToken(instructor.id);
let origins = 0;

/** A fresh client per scenario (own origin, so no scenario shares another's per-host queue). */
function client(): LearnClient {
  origins += 1;
  const baseUrl = `https://bench${origins}.learn.test`;
  return createLearnClient({ baseUrl, token, fetch: async (input, init) => app.fetch(new Request(input, init)) });
}

interface Figures {
  scenario: string;
  requests: number;
  contentRequests: number;
  questionRequests: number;
  ms: number;
  items: number;
  assessments: number;
}

async function measure(
  scenario: string,
  run: (learn: LearnClient) => Promise<{ items: number; assessments: number }>,
): Promise<Figures> {
  state.requestLog.clear();
  const start = performance.now();
  const { items, assessments } = await run(client());
  const ms = Math.round(performance.now() - start);
  const byRoute = state.requestLog.snapshot().byRoute;
  const questionRequests = Object.entries(byRoute)
    .filter(([r]) => r.endsWith('/questions'))
    .reduce((n, [, c]) => n + c, 0);
  return {
    scenario,
    requests: state.requestLog.total,
    contentRequests: state.requestLog.total - questionRequests,
    questionRequests,
    ms,
    items,
    assessments,
  };
}

const courseRef = course.uuid;

/** What the screen does: the top level at first paint, then Expand all (recursive tree + questions, 4 at a time). */
async function crawler(learn: LearnClient, recursive: boolean) {
  const qc = new QueryClient();
  await qc.fetchQuery(contentTreeQueryOptions(learn, { courseRef, maxDepth: 0 }));
  const tree = recursive
    ? await qc.fetchQuery(contentTreeQueryOptions(learn, { courseRef }))
    : await walkContentTree(learn, { courseRef, fields: CONTENT_TREE_FIELDS, concurrency: 4 });
  const limit = pLimit(QUESTION_CONCURRENCY);
  const ids = tree.items.flatMap(({ item }) => assessmentIdOf(item) ?? []);
  await Promise.all(ids.map((id) => qc.fetchQuery(questionsQueryOptions(learn, courseRef, id, limit))));
  return { items: tree.items.length, assessments: ids.length };
}

/** The original's approach: ROOT, then each folder's children, one request at a time; each test's questions in turn. */
async function naive(learn: LearnClient) {
  let items = 0;
  let assessments = 0;
  const visit = async (parentId: string) => {
    for (const item of await listContents(learn, { courseRef, parentId })) {
      items += 1;
      if (item.hasChildren && item.id) await visit(item.id);
      const assessmentId = assessmentIdOf(item);
      if (assessmentId) {
        assessments += 1;
        await listQuestions(learn, { courseRef, assessmentId });
      }
    }
  };
  await visit('ROOT');
  return { items, assessments };
}

const results = [
  await measure('CourseCrawler: first paint + Expand all (recursive listing)', (l) => crawler(l, true)),
  await measure('Walker per folder (the fallback), 4 folders at a time', (l) => crawler(l, false)),
  await measure('Naive sequential walk, limit 200', naive),
];
console.log(
  `Course ${course.courseId}: ${ITEMS} content items, ${LATENCY_MS} ms per Learn request (sandbox pages at most 100).\n`,
);
console.log('| scenario | Learn requests | content | questions | wall time | items | assessments |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.scenario} | ${r.requests} | ${r.contentRequests} | ${r.questionRequests} | ${(r.ms / 1000).toFixed(2)} s | ${r.items} | ${r.assessments} |`,
  );
