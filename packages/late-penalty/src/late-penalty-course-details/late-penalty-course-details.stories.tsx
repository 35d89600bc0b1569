import { DEMO } from '@tools/sandbox';
import {
  LARGE_STUDENTS,
  largeCourse,
  learnDown,
  serverDown,
  toolStory,
  type Meta,
  type StoryObj,
  type StoryViewport,
} from '@tools/testing/story';
import { routes } from '../index.ts';
import { instructorSetsBio101Rules, instructorSetsLargeRules } from '../test-support/story-seeds.ts';

export default { title: 'Tools/LatePenaltyCourseDetails', tags: ['server'] } satisfies Meta;

const bio101 = { courseUuid: DEMO.courseUuids.bio101 };
// Our real server runs in the page: the admin's rules and BIO101's rule assignments are saved
// through its API before the story renders (../test-support/story-seeds.ts).
const backend = { seed: instructorSetsBio101Rules };

/** Set/Apply tabs for BIO101, with rules on the Research Essay and Lab Report 1. */
export const Instructor = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor',
  launch: bio101,
  backend,
});
/** Ava's own penalties on the BIO101 assignments that have a rule. */
export const Student = toolStory(routes, 'LatePenaltyCourseDetails', { persona: 'student', launch: bio101, backend });
/** No rule set on any BIO101 assignment yet. */
export const StudentEmpty = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'student',
  launch: bio101,
  backend: true,
});
/** CS105 has no assignments. */
export const InstructorEmpty = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor',
  launch: { courseUuid: DEMO.courseUuids.cs105 },
  backend: true,
});
/** Hannah Levi is a Teaching Assistant in BIO101: neither instructor nor student. */
export const TeachingAssistantAccessRestricted = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor3',
  launch: bio101,
  backend,
});
export const LearnError = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'instructor',
  launch: bio101,
  backend,
  setup: learnDown(),
});
/** Our server is down: the student's penalties cannot be computed. */
export const StudentBackendError = toolStory(routes, 'LatePenaltyCourseDetails', {
  persona: 'student',
  launch: bio101,
  backend: serverDown,
});
/** No course in the launch: the message comes before any request (so no server). */
export const MissingParameters = toolStory(routes, 'LatePenaltyCourseDetails', { persona: 'instructor' });

/** Behind each step are the in-page server and 250 students' attempts on a busy machine. */
const WAIT = { timeout: 30_000 };

/**
 * The Apply grid of a course of 250 students (the `large` world), rules on its four past-due
 * assignments: a reviewer checks the sticky student column, the page's width and the row count.
 */
const applyLarge = (viewport: StoryViewport): StoryObj => ({
  ...toolStory(routes, 'LatePenaltyCourseDetails', {
    persona: 'instructor',
    data: 'large',
    viewport,
    launch: ({ sandbox }) => ({ courseUuid: largeCourse(sandbox, 'roster').uuid }),
    backend: { seed: instructorSetsLargeRules },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Apply' }, WAIT));
    const grid = await canvas.findByRole('table', { name: 'Late penalties by student and assignment' }, WAIT);
    // Virtualised at this size: the table says how many rows it has (one header row, a row per student).
    const rows = grid.getAttribute('aria-rowcount');
    if (rows !== String(LARGE_STUDENTS + 1)) throw new Error(`The grid has ${rows} rows, not ${LARGE_STUDENTS + 1}`);
  },
});
/** The Apply grid with 250 students on a phone. */
export const InstructorApply250Students390 = applyLarge(390);
/** The Apply grid with 250 students on a desktop. */
export const InstructorApply250Students1280 = applyLarge(1280);
