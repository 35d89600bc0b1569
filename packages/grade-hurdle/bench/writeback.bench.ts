/**
 * Benchmark (issue 11 §6): evaluate + write back a 1,000-student hurdle course with 50 ms latency on
 * every Learn request (added by the fetch), ours against the spec's student-by-student calls, each
 * on its own identical sandbox (seedLarge hurdleStudents), the same rules and the same domain.
 *
 *   cd packages/grade-hurdle && npm run bench            # -- --students 1000 --latency 50
 */
import { runBulk } from '@tools/bulk';
import {
  getColumnGrade,
  getUser,
  isLearnError,
  listAttempts,
  listCourseMemberships,
  patchColumnGrade,
  type Grade,
  type LearnClient,
} from '@tools/learn-api';
import { seedLarge } from '@tools/sandbox';
import { benchArg, latentLearn, NODE_VERSION, timed, writeRunsTable } from '@tools/testing/bench';
import { evaluateCourse, finalGradeFacts, loadCourseGrades, ruleColumns } from '../src/data/course-evaluation.ts';
import {
  finalGradeColumn,
  loadColumnGrades,
  loadColumns,
  loadGradableItems,
  loadNotations,
  type GradableItem,
} from '../src/data/learn-data.ts';
import { writeNotation, type Write } from '../src/data/write-back.ts';
import {
  DEFAULT_MAPPING,
  evaluateStudent,
  planWrite,
  summarisePlans,
  type HurdleRules,
  type ItemFacts,
} from '../src/domain/index.ts';

const STUDENTS = benchArg('students', 1000);
const LATENCY_MS = benchArg('latency', 50);

function world(origin: string) {
  const data = seedLarge({
    students: STUDENTS,
    courses: 1,
    columnsPerCourse: 2,
    contentItems: 4,
    hurdleStudents: STUDENTS,
  });
  const { sandbox, client } = latentLearn({ data, origin, latencyMs: LATENCY_MS, persona: 'instructor' });
  const courseId = data.courses.find((c) => c.courseId === `HURDLE-${STUDENTS}`)!.id;
  return { sandbox, client, courseId };
}

/** The hurdle: Final Exam below 50 % OR Lab Report not submitted, default mapping. */
async function setup(client: LearnClient, courseId: string) {
  const columns = await loadColumns(client, courseId);
  const items = await loadGradableItems(client, courseId, columns);
  const exam = items.find((i) => i.title === 'Final Exam')!;
  const lab = items.find((i) => i.title === 'Lab Report')!;
  const rules: HurdleRules = {
    subRules: [
      { id: 'exam', type: 'SCORE_BELOW_PERCENT', contentId: exam.contentId, thresholdPercent: 50 },
      { id: 'lab', type: 'NOT_SUBMITTED', contentId: lab.contentId },
    ],
    logic: 'OR',
    mapping: DEFAULT_MAPPING,
  };
  return { columns, items, rules };
}

/** Ours: paged listings per column, bounded writes (4 at a time), one listing to re-read. */
async function ours(client: LearnClient, courseId: string) {
  const { columns, items, rules } = await setup(client, courseId);
  const grades = await loadCourseGrades(client, courseId, columns, ruleColumns(rules, items));
  const evaluations = evaluateCourse(rules, items, grades);
  const plan = summarisePlans(evaluations.map((e) => planWrite(e, grades.notations)));
  const report = await runBulk<Write, Grade>({
    items: plan.writes,
    key: (w) => w.userId,
    concurrency: 4,
    run: (w, { signal }) => writeNotation(client, courseId, w, { signal, notKept: 'not kept' }),
  });
  if (grades.finalColumnId) await loadColumnGrades(client, courseId, grades.finalColumnId); // the re-read
  return {
    students: evaluations.length,
    written: report.counts.ok,
    failed: report.counts.failed,
    skipped: plan.skipped,
  };
}

const notFoundAsUndefined = async <T>(p: Promise<T>): Promise<T | undefined> => {
  try {
    return await p;
  } catch (e) {
    if (isLearnError(e) && e.status === 404) return undefined;
    throw e;
  }
};

/**
 * The spec's calls (002 §7), student by student: the students (role=Student, paged), then per
 * student their user record, their final grade, and per sub-rule their attempts and their column
 * grade; then per student to change one write and one re-read of the grade.
 */
async function specLoop(client: LearnClient, courseId: string) {
  const { columns, items, rules } = await setup(client, courseId);
  const notations = await loadNotations(client, courseId);
  const finalColumnId = finalGradeColumn(columns)?.id ?? null;
  const members = await listCourseMemberships(client, { courseRef: courseId, role: 'Student' });
  const titles = Object.fromEntries(items.map((i) => [i.contentId, i.title]));
  const byContent = new Map<string, GradableItem>(items.map((i) => [i.contentId, i]));
  const plans = [];
  for (const m of members) {
    const user = await getUser(client, { userRef: m.userId! }, { fields: ['id', 'name', 'userName'] });
    const final = await notFoundAsUndefined(
      getColumnGrade(client, { courseRef: courseId, columnId: 'finalGrade', userRef: m.userId! }),
    );
    const facts: Record<string, ItemFacts> = {};
    for (const rule of rules.subRules) {
      const item = byContent.get(rule.contentId)!;
      const attempts = await listAttempts(client, { courseRef: courseId, columnId: item.columnId, userId: m.userId! });
      const grade = await notFoundAsUndefined(
        getColumnGrade(client, { courseRef: courseId, columnId: item.columnId, userRef: m.userId! }),
      );
      facts[rule.contentId] = {
        possible: item.possible,
        attempts,
        grade: grade ? { score: grade.score ?? null, exempt: grade.exempt ?? false } : undefined,
      };
    }
    const evaluation = evaluateStudent(rules, titles, {
      userId: m.userId!,
      userName: user.userName ?? '',
      name: `${user.name?.given ?? ''} ${user.name?.family ?? ''}`.trim(),
      finalGrade: finalGradeFacts(finalColumnId, final, notations),
      items: facts,
    });
    plans.push(planWrite(evaluation, notations));
  }
  const plan = summarisePlans(plans);
  let written = 0;
  for (const w of plan.writes) {
    await patchColumnGrade(client, {
      courseRef: courseId,
      columnId: w.columnId,
      userRef: w.userId,
      grade: { gradeNotationId: w.notationId },
    });
    await getColumnGrade(client, { courseRef: courseId, columnId: w.columnId, userRef: w.userId }); // re-read
    written += 1;
  }
  return { students: members.length, written, failed: 0, skipped: plan.skipped };
}

async function main() {
  console.log(
    `Grade Hurdle evaluate + write-back benchmark: ${STUDENTS} students, 2 sub-rules, ${LATENCY_MS} ms latency per Learn request (Node ${NODE_VERSION})`,
  );
  const a = world('https://learn-spec.bench');
  const spec = await timed(a.sandbox, () => specLoop(a.client, a.courseId));
  const b = world('https://learn-ours.bench');
  const first = await timed(b.sandbox, () => ours(b.client, b.courseId));
  const rerun = await timed(b.sandbox, () => ours(b.client, b.courseId));
  const runs = [
    { label: 'spec, student by student', run: spec },
    { label: 'ours, first run', run: first },
    { label: 'ours, second run (nothing changed)', run: rerun },
  ];
  console.log(`\n${writeRunsTable(runs, 'grades written')}`);
  const s = first.result.skipped;
  console.log(
    `\nstudents ${first.result.students}; skipped: ${s.overridden} overridden, ${s.noAdjustedSchema} no adjusted schema, ${s.noMatchingNotation} no matching notation, ${s.noFinalGradeColumn} no finalGrade column; ` +
      `speed-up ${(spec.ms / first.ms).toFixed(1)}x, requests ${spec.requests} -> ${first.requests}; same writes: ${spec.result.written === first.result.written}`,
  );
}

await main();
