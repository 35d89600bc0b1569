import { DEMO } from '@tools/sandbox';
import {
  LARGE_STUDENTS,
  largeCourse,
  learnDown,
  toolStory,
  type LaunchSource,
  type Meta,
  type Persona,
  type StoryObj,
  type StoryViewport,
} from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/LTIAssignment', tags: ['server'] } satisfies Meta;

/**
 * A real LTI 1.3 launch of the grade sender in a course: the sandbox platform places the tool (a
 * 100-point column with an AGS line item) and launches our server, which runs in the page. Scores
 * go to the server's POST /lti/grades, which re-checks the role with Learn and posts to the
 * sandbox's AGS, so they land in the sandbox gradebook.
 */
const launchIn =
  (persona: Persona, course: keyof typeof DEMO.courses) =>
  ({ backend }: LaunchSource) =>
    backend!.ltiLaunch(persona, { route: 'LTIAssignment', courseId: DEMO.courses[course].id });

/** BIO101's students with a grade cell each. */
export const Instructor = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor',
  launch: launchIn('instructor', 'bio101'),
  backend: true,
});
/** Students are told they cannot grade. */
export const Student = toolStory(routes, 'LTIAssignment', {
  persona: 'student',
  launch: launchIn('student', 'bio101'),
  backend: true,
});
/** Other course roles (Hannah Levi is a Teaching Assistant in BIO101) send the fixed score for themselves. */
export const TeachingAssistant = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor3',
  launch: launchIn('instructor3', 'bio101'),
  backend: true,
});
/** CS105 has no students enrolled yet. */
export const Empty = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor',
  launch: launchIn('instructor', 'cs105'),
  backend: true,
});
export const LearnError = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor',
  launch: launchIn('instructor', 'bio101'),
  backend: true,
  setup: learnDown(),
});
/** A launch without a line item (not placed as a graded link). */
export const MissingParameters = toolStory(routes, 'LTIAssignment', {
  persona: 'instructor',
  launch: { courseUuid: DEMO.courseUuids.bio101 },
});

/** Behind each step are the in-page server and a 250-student roster on a busy machine. */
const WAIT = { timeout: 30_000 };

/**
 * The grade sender in the `large` world's course of 250 students: a reviewer checks the Students
 * table (a grade cell per student), the page's width and the row count.
 */
const gradeLarge = (viewport: StoryViewport): StoryObj => ({
  ...toolStory(routes, 'LTIAssignment', {
    persona: 'instructor',
    data: 'large',
    viewport,
    launch: ({ sandbox, backend }) =>
      backend!.ltiLaunch('instructor', { route: 'LTIAssignment', courseId: largeCourse(sandbox, 'roster').id }),
    backend: true,
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Students' }, WAIT);
    // A virtualised table says how many rows it has (one header row, a row per student).
    const rows = table.getAttribute('aria-rowcount') ?? String(table.querySelectorAll('tr').length);
    if (rows !== String(LARGE_STUDENTS + 1)) throw new Error(`Students has ${rows} rows, not ${LARGE_STUDENTS + 1}`);
  },
});
/** A grade cell for each of 250 students, on a phone. */
export const Instructor250Students390 = gradeLarge(390);
/** A grade cell for each of 250 students, on a desktop. */
export const Instructor250Students1280 = gradeLarge(1280);
