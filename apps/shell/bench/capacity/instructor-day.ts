import { createRecordsOutbox, runBulk } from '@tools/bulk';
import type * as gradeHurdle from '@tools/grade-hurdle/contracts';
import type * as latePenalty from '@tools/late-penalty/contracts';
import {
  APPLY_CONCURRENCY,
  buildGrid,
  SNAPSHOT_CHUNK,
  ensureLateColumn,
  findLateColumn,
  joinAssignments,
  loadAssignmentContents,
  loadAttempts,
  loadColumnGrades,
  loadColumns as loadLateColumns,
  loadCourse as loadLateCourse,
  loadStudents,
  planApply,
  snapshotItems,
  writeEntry,
} from '@tools/late-penalty/data';
import {
  evaluateCourse,
  loadColumns as loadHurdleColumns,
  loadCourseGrades,
  loadGradableItems,
  loadRole,
  newRunId,
  ruleColumns,
  writebackItem,
  writeNotation,
  withWrittenGrades,
  type GradableItem,
  type Write,
  type WrittenGrade,
} from '@tools/grade-hurdle/data';
import { DEFAULT_MAPPING, planWrite, summarisePlans, type HurdleRules } from '@tools/grade-hurdle/domain';
import { createGradeNotation, getCourseMembership, listGradeNotations, type GradebookColumn } from '@tools/learn-api';
import type { DayEvent } from './student-day.ts';
import type { Launched, World } from './world.ts';

/**
 * What an instructor does once per assessment, replayed through the screens' own data layers
 * (`@tools/late-penalty/data`, `@tools/grade-hurdle/data`) and our server's client: a new assessment
 * is due, so it gets the course's late-penalty rule and is applied, and it joins the Grade Hurdle's
 * sub-rules and the hurdle is evaluated and written back. The set-up (the rule, earlier assessments
 * applied, the hurdle enabled and run once) happens before the measured day.
 */

export const LATE_RULE: latePenalty.RuleInput = {
  Code: 'late5',
  Label: '5 points penalty each day late for a max of 20 points',
  Status: 'Active',
};

const UNNAMED = '(unnamed)';
/** packages/grade-hurdle/src/grade-hurdle-course-details/write-back.tsx: WRITE_CONCURRENCY. */
const HURDLE_WRITE_CONCURRENCY = 4;

export interface CoursePlan {
  courseId: string;
  instructor: string;
  /** Content ids of the assignments due by the day's run, oldest first: the last is the day's new one. */
  due: string[];
}

// ---- Late penalties (packages/late-penalty/src/late-penalty-course-details) ----

/** What the screen reads when it opens: course + own membership, then columns, contents, rules, associations. */
async function openLatePenalties(tool: Launched) {
  const { courseUuid, uuid } = tool.launch;
  const [course] = await Promise.all([
    loadLateCourse(tool.learn, courseUuid!),
    getCourseMembership(
      tool.learn,
      { courseRef: courseUuid!, userRef: uuid! },
      { fields: ['id', 'userId', 'courseRoleId', 'availability'] },
    ),
  ]);
  const [columns, contents, rules, associations] = await Promise.all([
    loadLateColumns(tool.learn, course.id),
    loadAssignmentContents(tool.learn, course.id),
    tool.backend.latePenalty.allRules(),
    tool.backend.latePenalty.allAssociations(course.id),
  ]);
  return { course, columns, assignments: joinAssignments(contents, columns), rules, associations };
}

/** The apply tab's grid and 'Update late penalties' (update-dialog.tsx), the writes through the bulk runner. */
async function applyLatePenalties(tool: Launched, opened: Awaited<ReturnType<typeof openLatePenalties>>) {
  const { course, assignments, rules } = opened;
  const associations = await tool.backend.latePenalty.allAssociations(course.id);
  const ruled = assignments.filter((a) => associations.some((x) => x.ContentItemId === a.id));
  const columnIds = ruled.flatMap((a) => (a.columnId ? [a.columnId] : []));
  const [students, attempts] = await Promise.all([
    loadStudents(tool.learn, course.id, UNNAMED),
    loadAttempts(tool.learn, course.id, columnIds),
  ]);
  const rows = buildGrid({ assignments: ruled, students, attempts: attempts.byColumn, associations, rules });
  // The preview (update-dialog.tsx) takes the column from the page's list read moments ago when it is there
  // (PREVIEW_COLUMNS_MAX_AGE_MS), else lists the columns afresh; the column's values are always read.
  const column = findLateColumn(opened.columns) ?? findLateColumn(await loadLateColumns(tool.learn, course.id));
  const current = column?.id ? await loadColumnGrades(tool.learn, course.id, column.id) : new Map();
  const plan = planApply(rows, current);
  const target = column ?? (await ensureLateColumn(tool.learn, course.id)).column;
  const report = await runBulk({
    items: plan,
    key: (p) => p.userId,
    skip: (p) => (p.changed ? null : 'Unchanged'),
    run: (p) => writeEntry(tool.learn, course.id, target.id!, p),
    concurrency: APPLY_CONCURRENCY,
  });
  const ok = new Set(report.results.filter((r) => r.status !== 'failed').map((r) => r.key));
  const all = snapshotItems(rows, ok);
  for (let at = 0; at < all.length; at += SNAPSHOT_CHUNK) {
    const items = all.slice(at, at + SNAPSHOT_CHUNK);
    await tool.backend.latePenalty.saveSnapshots({
      CourseId: course.id,
      CourseName: course.name,
      CourseCode: course.courseId,
      TermId: course.termId,
      TermName: '',
      Items: items,
    });
  }
  return report.counts;
}

/** Associates the rule with the assignments (the Set tab's save). */
async function associate(tool: Launched, courseId: string, contentIds: readonly string[]) {
  if (contentIds.length === 0) return;
  await tool.backend.latePenalty.saveAssociations(
    contentIds.map((id) => ({
      CourseId: courseId,
      ContentItemId: id,
      Rule: LATE_RULE.Code,
      Status: 'Active' as const,
      Overrides: {},
      Penalties: {},
    })),
  );
}

// ---- Grade Hurdle (packages/grade-hurdle/src/grade-hurdle-course-details) ----

/** What the screen reads when it opens: own role (which names the course), the association, columns and gradable items. */
async function openHurdle(tool: Launched) {
  const { courseUuid, uuid } = tool.launch;
  const course = { id: (await loadRole(tool.learn, courseUuid!, uuid!)).courseId };
  const [association, columns] = await Promise.all([
    tool.backend.gradeHurdle.allAssociations(course.id).then((a) => a[0] ?? null),
    loadHurdleColumns(tool.learn, course.id),
  ]);
  const [items] = await Promise.all([
    loadGradableItems(tool.learn, course.id, columns),
    tool.backend.gradeHurdle.listRuns(course.id),
  ]);
  return { course, association, columns, items };
}

async function evaluate(
  tool: Launched,
  courseId: string,
  columns: GradebookColumn[],
  items: GradableItem[],
  rules: HurdleRules,
) {
  const grades = await loadCourseGrades(tool.learn, courseId, columns, ruleColumns(rules, items));
  return { grades, plans: evaluateCourse(rules, items, grades).map((e) => planWrite(e, grades.notations)) };
}

/**
 * Saves the sub-rules, then the write-back (write-back.tsx): evaluate, write, record, then the review
 * from Learn's answers to the writes (use-evaluation.ts applyWritten: a re-read only after a failed write).
 */
async function hurdleRun(
  tool: Launched,
  opened: Awaited<ReturnType<typeof openHurdle>>,
  subRules: gradeHurdle.SubRule[],
) {
  const { course, association, columns, items } = opened;
  const saved = await tool.backend.gradeHurdle.patchAssociation({
    CoursePk1: course.id,
    SubRules: subRules,
    Logic: 'OR',
    ...(association ? { Version: association.version } : {}),
  });
  const stored = saved.items[0]!;
  const rules: HurdleRules = {
    subRules: stored.subRules,
    logic: stored.logic,
    mapping: stored.mapping ?? DEFAULT_MAPPING,
  };
  const read = await evaluate(tool, course.id, columns, items, rules);
  const plans = summarisePlans(read.plans);
  if (plans.writes.length > 0) {
    const runId = newRunId();
    const recorder = createRecordsOutbox<gradeHurdle.WritebackItem>({
      send: (batch) => tool.backend.gradeHurdle.recordWritebacks({ courseId: course.id, runId, items: batch }),
    });
    const written: WrittenGrade[] = [];
    await runBulk<Write, unknown>({
      items: plans.writes,
      key: (w) => w.userId,
      concurrency: HURDLE_WRITE_CONCURRENCY,
      run: async (write) => {
        try {
          const grade = await writeNotation(tool.learn, course.id, write, { notKept: 'not kept' });
          written.push({ userId: write.userId, columnId: write.columnId, grade });
          recorder.add(writebackItem(write, { status: 'written' }));
        } catch (error) {
          recorder.add(writebackItem(write, { status: 'failed', reason: String(error) }));
          throw error;
        }
      },
    });
    await recorder.flush();
    await tool.backend.gradeHurdle.listRuns(course.id);
    // The review after writing: Learn's answers folded in; read again only if they do not fit.
    const after = withWrittenGrades(read.grades, written);
    if (after) evaluateCourse(rules, items, after);
    else await evaluate(tool, course.id, columns, items, rules);
  }
  return plans.writes.length;
}

/**
 * The course's hurdle: the first assessment submitted, and the latest one due at least 50 % (each
 * new assessment takes that place when it is due, so the hurdle is evaluated and written once per assessment).
 */
function hurdleRules(items: readonly GradableItem[], due: readonly string[]): gradeHurdle.SubRule[] {
  const first = items.find((i) => i.contentId === due[0]);
  const latest = items.find((i) => i.contentId === due[due.length - 1]);
  if (!first || !latest) throw new Error('the course has no due assessments for its hurdle');
  return [
    { id: 'first', type: 'NOT_SUBMITTED', contentId: first.contentId },
    { id: 'latest', type: 'SCORE_BELOW_PERCENT', contentId: latest.contentId, thresholdPercent: 50 },
  ] as gradeHurdle.SubRule[];
}

// ---- Set-up and the day ----

/** Everything before the measured day: the admin's rule and hurdle courses, each course's earlier assessments run. */
export async function setUpInstitution(world: World, courses: readonly CoursePlan[]) {
  await world.host.request('admin', 'POST', '/late-penalty-rules', [LATE_RULE]);
  await world.host.request(
    'admin',
    'POST',
    '/grade-hurdle-associations',
    courses.map((c) => ({ CoursePk1: c.courseId, Status: 'Active' })),
  );
  for (const course of courses) {
    const lp = await world.launch(course.instructor, 'LatePenaltyCourseDetails', course.courseId);
    const opened = await openLatePenalties(lp);
    const earlier = course.due.slice(0, -1);
    await associate(lp, opened.course.id, earlier);
    await applyLatePenalties(lp, opened);

    const gh = await world.launch(course.instructor, 'GradeHurdleCourseDetails', course.courseId);
    // The 1xx-3xx notations the hurdle writes (spec 002): set up once per course in Learn.
    if ((await listGradeNotations(gh.learn, { courseRef: course.courseId })).length === 0) {
      for (const n of [1, 2, 3])
        await createGradeNotation(gh.learn, {
          courseRef: course.courseId,
          notation: { code: `${n}xx`, description: `Grade Hurdle Adjust to ${n}` },
        });
    }
    const hurdle = await openHurdle(gh);
    await hurdleRun(gh, hurdle, hurdleRules(hurdle.items, earlier));
  }
}

/** The day: each course's newest assessment gets the late-penalty rule and joins the hurdle. */
export function instructorEvents(course: CoursePlan, at: number): DayEvent[] {
  return [
    {
      at,
      tool: 'LatePenaltyCourseDetails',
      userName: course.instructor,
      course: course.courseId,
      run: async (tool) => {
        const opened = await openLatePenalties(tool);
        await associate(tool, opened.course.id, course.due.slice(-1));
        await applyLatePenalties(tool, opened);
      },
    },
    {
      at: at + 5 * 60_000,
      tool: 'GradeHurdleCourseDetails',
      userName: course.instructor,
      course: course.courseId,
      run: async (tool) => {
        const opened = await openHurdle(tool);
        await hurdleRun(tool, opened, hurdleRules(opened.items, course.due));
      },
    },
  ];
}
