import {
  calendarItemsQueryOptions,
  calendarWindow,
  userCoursesQueryOptions,
  userGradesQueryOptions,
} from '@tools/learn-api';
import { missingColumns } from '@tools/grades/report-card-rows';
import { createQueryClient } from '../../src/query-client.ts';
import type { Meter } from './meter.ts';
import type { Launched, World } from './world.ts';

/**
 * A student's day: each launch is a real LTI launch of our server, and each screen reads what the
 * screen reads, with the same query options through a fresh query cache per launch (as the shell
 * holds one per frame). e2e/request-budgets.spec.ts checks in Chromium that the screens make exactly
 * these requests; if a screen changes what it reads, change it here too.
 */

/** packages/assignments/src/assignments/due-window.ts: DUE_WINDOW_DAYS. */
const DUE_WINDOW_DAYS = 7;

export interface StudentPlan {
  userName: string;
  uuid: string;
  /** Primary ids of the student's courses. */
  courses: string[];
  /** The course whose ReportCard the student opens today. */
  reportCardCourse: string;
  /** Courses the student asks the assistant about today (one question each). */
  questions: string[];
}

/** MyCourses (packages/courses/src/my-courses/my-courses-screen.tsx): one query. */
async function myCourses(tool: Launched) {
  const cache = createQueryClient();
  await cache.fetchQuery(userCoursesQueryOptions(tool.learn, tool.launch.uuid!));
}

/** Assignments (packages/assignments/src/assignments/assignments-screen.tsx): one query. */
async function assignments(tool: Launched, now: number) {
  const cache = createQueryClient();
  const window = calendarWindow(now, DUE_WINDOW_DAYS);
  await cache.fetchQuery(
    calendarItemsQueryOptions(tool.learn, { userRef: tool.launch.uuid!, ...window, type: 'GradebookColumn' }),
  );
}

/**
 * ReportCard (packages/grades/src/report-card/report-card-screen.tsx): the student's grades from
 * Learn and the course's column names from our server's course cache, in parallel; the server reads
 * the names again, with that id, when a grade names a column the kept list lacks.
 */
async function reportCard(tool: Launched) {
  const cache = createQueryClient();
  const { courseUuid, uuid } = tool.launch;
  const [grades, kept] = await Promise.all([
    cache.fetchQuery(userGradesQueryOptions(tool.learn, courseUuid!, uuid!)),
    tool.backend.courseCache.columns(courseUuid!),
  ]);
  const need = missingColumns(grades, kept.columns);
  if (need.length > 0) await tool.backend.courseCache.columns(courseUuid!, need);
}

/** A question to the course assistant (packages/chat/src/course-chat-widget): POST /chat. */
async function ask(tool: Launched, prompt: string) {
  const { platformUrl, courseUuid, role } = tool.launch;
  await tool.backend.chat.ask({ platformUrl: platformUrl!, prompt, role, courseUuid: courseUuid! });
}

const QUESTIONS = [
  'When is the next assignment due?',
  'What does module 2 cover?',
  'Where are the lecture recordings?',
  'What is in the module resources folder?',
];

/** One use of a tool at a moment of the day: a launch and what its screen does. */
export interface DayEvent {
  /** Milliseconds after the day starts. */
  at: number;
  /** The route launched. */
  tool: string;
  /** What the use is counted as, when not the tool's own figures. */
  label?: string;
  userName: string;
  course?: string;
  run: (tool: Launched) => Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Hours between a student's sessions: longer than a Learn token lives (1 h), so a later session signs in again. */
export const SESSION_GAP_HOURS = 3;

/**
 * The student's launches of the day, a minute apart, from `start` (ms into the day): MyCourses,
 * Assignments, ReportCard in the ReportCard course, then the assistant in each course asked about;
 * spread over `sessions` sessions SESSION_GAP_HOURS apart.
 */
export function studentEvents(world: World, plan: StudentPlan, start: number, sessions: number, index: number) {
  const steps: Omit<DayEvent, 'at' | 'userName'>[] = [
    { tool: 'MyCourses', run: myCourses },
    { tool: 'Assignments', run: (t) => assignments(t, world.clock.ms) },
    { tool: 'ReportCard', course: plan.reportCardCourse, run: reportCard },
    ...plan.questions.map((course, q) => ({
      tool: 'CourseChatWidget',
      course,
      run: (t: Launched) => ask(t, QUESTIONS[(index + q) % QUESTIONS.length]!),
    })),
  ];
  const perSession = Math.ceil(steps.length / sessions);
  return steps.map((step, i): DayEvent => {
    const session = Math.floor(i / perSession);
    return { ...step, userName: plan.userName, at: start + session * SESSION_GAP_HOURS * HOUR + i * MINUTE };
  });
}

/** Runs the day's events in time order on the one clock, each measured as a use of its tool. */
export async function runDay(world: World, meter: Meter, dayStart: number, events: DayEvent[]) {
  const ordered = [...events].sort((a, b) => a.at - b.at);
  for (const event of ordered) {
    world.clock.ms = Math.max(world.clock.ms, dayStart + event.at);
    await meter.measure(event.label ?? event.tool, async () =>
      event.run(await world.launch(event.userName, event.tool, event.course)),
    );
  }
}
