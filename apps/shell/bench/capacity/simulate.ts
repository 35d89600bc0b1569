/**
 * Capacity simulator (issue 26): one day of an institution's use of the tools, replayed against the
 * Learn sandbox through the code the product runs (real LTI launches of our real server, the screens'
 * Learn reads, our server's routes), counted by the sandbox's request log, and scaled from a sample
 * of courses (with their whole rosters) to the institution. Printed by run.ts (the command); its small
 * configuration runs in the suite (capacity.test.ts). Every option is a field of `Institution` or
 * `Sample` in kebab-case (institution.ts).
 */
import { seedLarge } from '@tools/sandbox';
import { instructorEvents, setUpInstitution, type CoursePlan } from './instructor-day.ts';
import { institutionFrom, questionsToday, sampleFrom, usesPerDay } from './institution.ts';
import { Meter, type Run } from './meter.ts';
import { callClasses, figures, table, type ToolFigures } from './report.ts';
import { runDay, studentEvents, type DayEvent, type StudentPlan } from './student-day.ts';
import { Clock, createWorld } from './world.ts';

const HOUR = 3_600_000;
/** Students' first sessions start over these hours of the day, instructors' runs over the first ten. */
const STUDENT_HOURS = 14;
const INSTRUCTOR_HOURS = 10;

/** What a simulated day gives: the printed report, and its figures for checks. */
export interface DayReport {
  lines: string[];
  rows: ToolFigures[];
  classes: { tool: string; runs: readonly Run[]; usesPerDay: number }[];
  /** The institution's Learn calls a day, the floor of this usage, and token exchanges per student a day. */
  total: number;
  floor: number;
  tokenExchangesPerStudent: number;
  termStartPerCourse: number;
}

export async function simulateDay(argv: readonly string[]): Promise<DayReport> {
  const inst = institutionFrom(argv);
  const sample = sampleFrom(argv, inst);
  const started = performance.now();
  // The measured day starts at the seed's instant (due dates are relative to it); yesterday the
  // instructors ran the earlier assessments, every student used a tool once, and the assistant's
  // index was built.
  const dayStart = Math.floor(Date.now() / HOUR) * HOUR;
  const clock = new Clock(dayStart - 20 * HOUR);
  const data = seedLarge({
    now: dayStart,
    students: sample.students,
    courses: sample.courses,
    columnsPerCourse: sample.columnsPerCourse,
    contentItems: sample.itemsPerCourse * sample.courses,
    coursesPerStudent: sample.coursesPerStudent,
  });
  const world = await createWorld(data, clock);
  const meter = new Meter(world);

  const userName = new Map(data.users.map((u) => [u.id, u.userName]));
  const available = new Set(data.courses.filter((c) => c.availability.available === 'Yes').map((c) => c.id));
  const columnsDue = (courseId: string, by: number) =>
    data.columns
      .filter((c) => c.courseId === courseId && c.contentId && c.grading.due && Date.parse(c.grading.due) <= by)
      .sort((a, b) => Date.parse(a.grading.due!) - Date.parse(b.grading.due!))
      .map((c) => c.contentId!);

  const courses: CoursePlan[] = data.courses.map((course) => ({
    courseId: course.id,
    instructor: userName.get(
      data.memberships.find((m) => m.courseId === course.id && m.courseRoleId === 'Instructor')!.userId,
    )!,
    due: columnsDue(course.id, dayStart),
  }));
  const questionsPerDay = inst.questionsPerWeek / inst.daysPerWeek;
  const students: StudentPlan[] = data.users
    .filter((u) => data.memberships.some((m) => m.userId === u.id && m.courseRoleId === 'Student'))
    .map((u, i) => {
      const own = data.memberships
        .filter((m) => m.userId === u.id && m.courseRoleId === 'Student' && available.has(m.courseId))
        .map((m) => m.courseId);
      return {
        userName: u.userName,
        uuid: u.uuid,
        courses: own,
        reportCardCourse: own[i % own.length]!,
        questions: Array.from({ length: questionsToday(i, questionsPerDay) }, (_, q) => own[(i + q + 1) % own.length]!),
      };
    })
    .filter((s) => s.courses.length > 0);

  const lines: string[] = [];
  const print = (text: string) => lines.push(text);
  print(
    `Capacity: ${inst.students} students, ${inst.courses} courses, ${inst.studentsPerCourse} a course; sample ${sample.courses} courses, ${students.length} students (${sample.coursesPerStudent} courses each), ${sample.itemsPerCourse} content items and ${sample.columnsPerCourse} columns a course`,
  );

  // Yesterday: the admin's rule, the earlier assessments applied, every student's screens as today
  // (what the server keeps per user, such as a user's primary id, is then there as on any day of
  // term), and the assistant's index built by each course's first question (the term start,
  // measured on its own, so yesterday's questions are left out).
  await setUpInstitution(world, courses);
  clock.hours(1);
  await runDay(
    world,
    meter,
    clock.ms,
    students.flatMap((s, i) =>
      studentEvents(world, s, (i / students.length) * 8 * HOUR, 1, i)
        .filter((e) => e.tool !== 'CourseChatWidget')
        .map((e) => ({ ...e, label: 'yesterday' })),
    ),
  );
  clock.hours(1);
  for (const course of data.courses) {
    if (!available.has(course.id)) continue;
    const asker = students.find((s) => s.courses.includes(course.id))!;
    await meter.measure('term start: assistant index', async () => {
      const tool = await world.launch(asker.userName, 'CourseChatWidget', course.id);
      await tool.backend.chat.ask({
        platformUrl: tool.launch.platformUrl!,
        prompt: 'What is this course about?',
        role: tool.launch.role,
        courseUuid: tool.launch.courseUuid!,
      });
    });
    clock.advance((2 * HOUR) / data.courses.length);
  }
  const indexRuns = meter.of('term start: assistant index');

  // The day.
  if (clock.ms > dayStart) throw new Error('the set-up ran into the day');
  clock.ms = dayStart;
  const events: DayEvent[] = [
    ...students.flatMap((s, i) =>
      studentEvents(world, s, (i / students.length) * STUDENT_HOURS * HOUR, inst.sessionsPerDay, i),
    ),
    ...courses.flatMap((c, i) => instructorEvents(c, (i / courses.length) * INSTRUCTOR_HOURS * HOUR)),
  ];
  await runDay(world, meter, dayStart, events);

  const uses = usesPerDay(inst);
  const rows = Object.entries(uses).map(([tool, perDay]) => figures(tool, meter.of(tool), perDay));
  print(`\n${table(rows)}\n`);
  const classes = Object.entries(uses).map(([tool, usesPerDay]) => ({ tool, runs: meter.of(tool), usesPerDay }));
  print(`Call classes (Learn route, whoever sent it):\n\n${callClasses(classes)}\n`);
  const studentRuns = meter.runs.filter((r) =>
    ['MyCourses', 'Assignments', 'ReportCard', 'CourseChatWidget'].includes(r.tool),
  );
  const exchanges = studentRuns.reduce((a, r) => a + r.tokenExchanges, 0);
  // Issue 26's yardsticks: its paper estimate of the day before the work, the goal, and the floor of
  // this usage (per student a day one token and each screen's one personal read: MyCourses' courses,
  // Assignments' calendar, ReportCard's grades; shared course data is not personal).
  const total = rows.reduce((a, r) => a + r.perDay, 0);
  const floor = inst.students * (1 + 3 * inst.screenOpensPerDay);
  const int = (n: number) => Math.round(n).toLocaleString('en-US');
  print(
    `Today ${int(total)} Learn calls a day; issue 26's estimate before: 180,000; goal: 100,000; floor of this usage: ${int(floor)}`,
  );
  const tokenExchangesPerStudent = exchanges / students.length;
  print(`Token exchanges per student per day: ${tokenExchangesPerStudent.toFixed(2)}`);
  const perCourse = indexRuns.reduce((a, r) => a + r.calls, 0) / Math.max(1, indexRuns.length);
  print(
    `Term start (once a term): the assistant's index, ${perCourse.toFixed(1)} Learn calls a course, ${Math.round(perCourse * inst.courses).toLocaleString('en-US')} for ${inst.courses} courses`,
  );
  print(`(${((performance.now() - started) / 1000).toFixed(0)} s, Node ${process.version})`);
  await world.close();
  return { lines, rows, classes, total, floor, tokenExchangesPerStudent, termStartPerCourse: perCourse };
}
