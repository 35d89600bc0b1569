/**
 * Benchmark: 'Update late penalties' on 1,000 students x 30 assignments (sandbox seedLarge, 50 ms
 * latency added to every Learn request by the fetch), ours against the spec's student-by-student
 * sequential loop, in the same run on two identical sandboxes.
 *
 *   cd packages/late-penalty && npx tsx bench/apply.bench.ts [--students 1000] [--latency 50]
 */
import { runBulk } from '@tools/bulk';
import { getUser, listAttempts, listCourseMemberships, patchColumnGrade, type LearnClient } from '@tools/learn-api';
import { seedLarge } from '@tools/sandbox';
import { benchArg, latentLearn, NODE_VERSION, timed, writeRunsTable } from '@tools/testing/bench';
import { APPLY_CONCURRENCY, ensureLateColumn, planApply, writeEntry } from '../src/data/apply.ts';
import { buildGrid } from '../src/data/grid.ts';
import {
  findLateColumn,
  joinAssignments,
  loadAssignmentContents,
  loadAttempts,
  loadColumnGrades,
  loadColumns,
  loadStudents,
} from '../src/data/learn-data.ts';
import type * as latePenalty from '../src/contracts.ts';

const STUDENTS = benchArg('students', 1000);
const LATENCY_MS = benchArg('latency', 50);
const ASSIGNMENTS = 30;
const RULE: latePenalty.Rule = {
  Code: 'r',
  Label: '5 points penalty each day late for a max of 20 points',
  Status: 'Active',
  SortOrder: 1,
  Version: 1,
};

function world(origin: string) {
  // One course holding every student; 30 columns linked to assignments (+ Overall Grade); 200 content items give >= 30 assignments.
  const data = seedLarge({
    students: STUDENTS,
    courses: 1,
    columnsPerCourse: ASSIGNMENTS + 1,
    contentItems: 200,
    coursesPerStudent: 1,
  });
  const { sandbox, client } = latentLearn({ data, origin, latencyMs: LATENCY_MS, persona: 'instructor' });
  return { sandbox, client, courseId: data.courses[0]!.id };
}

/** Shared by both: which assignments have the rule (every assignment with a column). */
async function loadCommon(client: LearnClient, courseId: string) {
  const columns = await loadColumns(client, courseId);
  const assignments = joinAssignments(await loadAssignmentContents(client, courseId), columns)
    .filter((a) => a.columnId)
    .slice(0, ASSIGNMENTS);
  const associations: latePenalty.Association[] = assignments.map((a) => ({
    ID: `${courseId}:${a.id}`,
    CourseId: courseId,
    ContentItemId: a.id,
    Rule: RULE.Code,
    Status: 'Active',
    Overrides: {},
    Penalties: {},
  }));
  return { columns, assignments, associations };
}

/** Ours: names by expand=user, attempts per column, skip unchanged, PATCH with bounded concurrency. */
async function ours(client: LearnClient, courseId: string) {
  const { columns, assignments, associations } = await loadCommon(client, courseId);
  const students = await loadStudents(client, courseId, '(unnamed)');
  const attempts = await loadAttempts(
    client,
    courseId,
    assignments.map((a) => a.columnId as string),
  );
  const rows = buildGrid({ assignments, students, attempts: attempts.byColumn, associations, rules: [RULE] });
  const existing = findLateColumn(columns);
  const current = existing?.id ? await loadColumnGrades(client, courseId, existing.id) : new Map();
  const plan = planApply(rows, current);
  const { column } = await ensureLateColumn(client, courseId);
  const report = await runBulk({
    items: plan,
    key: (p) => p.userId,
    skip: (p) => (p.changed ? null : 'Unchanged'),
    run: (p) => writeEntry(client, courseId, column.id as string, p),
    concurrency: APPLY_CONCURRENCY,
  });
  return {
    students: students.length,
    assignments: assignments.length,
    written: report.counts.ok,
    failed: report.counts.failed,
  };
}

/**
 * The spec's loop (002 §4/§7): members, then each student's user record 5 at a time, attempts per
 * column (limit 100), the column looked up or created, then student by student one PATCH each.
 */
async function specLoop(client: LearnClient, courseId: string) {
  const { assignments, associations } = await loadCommon(client, courseId);
  const members = await listCourseMemberships(client, { courseRef: courseId }, { expand: 'user' });
  const studentIds = members
    .filter((m) => (m.courseRoleId ?? '').toLowerCase().includes('student'))
    .map((m) => m.userId as string);
  const reads = await runBulk({
    items: studentIds,
    key: (id) => id,
    run: (id) => getUser(client, { userRef: id }, { fields: ['id', 'name', 'displayName'] }),
    concurrency: 5,
  });
  const users = reads.results.map((r) => {
    if (r.status !== 'ok') throw new Error(`user ${r.key}: ${r.status === 'failed' ? r.error : r.status}`);
    return r.value;
  });
  const students = users.map((u) => ({
    id: u.id as string,
    name: `${u.name?.given ?? ''} ${u.name?.family ?? ''}`.trim(),
    firstName: '',
    lastName: '',
  }));
  const byColumn = new Map<string, Awaited<ReturnType<typeof listAttempts>>>();
  for (const a of assignments)
    byColumn.set(
      a.columnId as string,
      await listAttempts(
        client,
        { courseRef: courseId, columnId: a.columnId as string },
        { fields: ['id', 'userId', 'attemptDate', 'status', 'created'] },
      ),
    );
  const rows = buildGrid({ assignments, students, attempts: byColumn, associations, rules: [RULE] });
  const { column } = await ensureLateColumn(client, courseId);
  let written = 0;
  for (const row of rows) {
    await patchColumnGrade(client, {
      courseRef: courseId,
      columnId: column.id as string,
      userRef: row.student.id,
      grade: { score: row.total.columnScore, feedback: row.feedback },
    });
    written += 1;
  }
  return { students: students.length, assignments: assignments.length, written, failed: 0 };
}

async function main() {
  console.log(
    `late-penalty apply benchmark: ${STUDENTS} students x ${ASSIGNMENTS} assignments, ${LATENCY_MS} ms latency per Learn request (Node ${NODE_VERSION})`,
  );
  const a = world('https://learn-spec.bench');
  const spec = await timed(a.sandbox, () => specLoop(a.client, a.courseId));
  const b = world('https://learn-ours.bench');
  const first = await timed(b.sandbox, () => ours(b.client, b.courseId));
  const rerun = await timed(b.sandbox, () => ours(b.client, b.courseId));
  const specRerun = await timed(a.sandbox, () => specLoop(a.client, a.courseId));
  const runs = [
    { label: 'spec loop, first apply', run: spec },
    { label: 'ours, first apply', run: first },
    { label: 'spec loop, re-run', run: specRerun },
    { label: 'ours, re-run (nothing changed)', run: rerun },
  ];
  console.log(`\n${writeRunsTable(runs, 'grades written')}`);
  console.log(
    `\nstudents ${first.result.students}, assignments ${first.result.assignments}; speed-up first apply ${(spec.ms / first.ms).toFixed(1)}x, requests ${spec.requests} -> ${first.requests}`,
  );
}

await main();
