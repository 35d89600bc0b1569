import { within } from 'storybook/test';
import { DEMO } from '@tools/sandbox';
import {
  LARGE_STUDENTS,
  largeCourse,
  learnDown,
  toolStory,
  type Meta,
  type StoryObj,
  type StoryViewport,
} from '@tools/testing/story';
import { routes } from '../index.ts';
import { adminEnablesCourses, instructorSavesLargeRules, instructorSavesRules } from '../test-support/story-seeds.ts';

export default { title: 'Tools/GradeHurdleCourseDetails', tags: ['server'] } satisfies Meta;

// Our real server runs in the page: the admin enables BIO101 and Margaret saves its sub-rules
// through the server's API before the story renders (../test-support/story-seeds.ts).
const bio101 = { courseId: DEMO.courses.bio101.id, courseUuid: DEMO.courseUuids.bio101 };
const unreachable = { ...bio101, backendUrl: 'https://unreachable.invalid' };
const withRules = { seed: instructorSavesRules };
/** Generous: behind each click are the in-page server and the sandbox on a busy machine. */
const WAIT = { timeout: 30_000 };

const instructor = () =>
  toolStory(routes, 'GradeHurdleCourseDetails', { persona: 'instructor', launch: bio101, backend: withRules });

/** Margaret teaches BIO101: the saved sub-rules (Lab Report 1 not submitted OR Research Essay below 60 %). */
export const Instructor = instructor();
/** Evaluate & Review after 'Evaluate': every student with the rule result, adjusted schema and explanation. */
export const InstructorEvaluated: StoryObj = {
  ...instructor(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Evaluate' }, WAIT));
    await canvas.findByText('Evaluation complete. Reviewed 12 student(s).', undefined, WAIT);
  },
};
/** After 'Write back…': the adjusted schemas written to the sandbox gradebook, and the run listed for undo. */
export const InstructorWrittenBack: StoryObj = {
  ...instructor(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Evaluate' }, WAIT));
    await canvas.findByText('Evaluation complete. Reviewed 12 student(s).', undefined, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Write back…' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Write back to the gradebook?' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write 2 grade(s)' }));
    await canvas.findByRole('table', { name: 'Recent write-backs of this course' }, WAIT);
  },
};
/** Ava reads the 'Grade Hurdle Policy' written from the saved rules. */
export const Student = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'student',
  launch: bio101,
  backend: withRules,
});
/** Enabled by the admin, but no sub-rules saved yet: the instructor starts from the defaults. */
export const InstructorNoRulesYet = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'instructor',
  launch: bio101,
  backend: { seed: adminEnablesCourses },
});
/** Our server fails to read the association (503): spec §8, the tool stays enabled on its defaults and says so. */
export const InstructorServerFails = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'instructor',
  launch: bio101,
  backend: {
    seed: instructorSavesRules,
    faults: [{ method: 'GET', path: '/grade-hurdle-associations', status: 503, message: 'Database unavailable' }],
  },
});
/**
 * Margaret teaches BIO101; our server cannot be reached, so (spec §8) the tool stays enabled with the
 * defaults: build sub-rules, edit the mapping, and Evaluate against the sandbox gradebook.
 */
export const InstructorServerUnreachable = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'instructor',
  launch: unreachable,
});
/** Ava's policy when the saved rules cannot be read: no rules. */
export const StudentServerUnreachable = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'student',
  launch: unreachable,
});
/** Hannah Levi is a Teaching Assistant in BIO101: neither instructor nor student (spec §6). */
export const TeachingAssistantAccessRestricted = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'instructor3',
  launch: bio101,
  backend: withRules,
});
/** Spec §6: a membership lookup that fails also restricts access. */
export const LearnDownAccessRestricted = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'instructor',
  launch: bio101,
  setup: learnDown('/users/'),
});
/** No token: 'Missing access token or course ID.' before any request. */
export const MissingParameters = toolStory(routes, 'GradeHurdleCourseDetails', {
  persona: 'instructor',
  launch: { ...bio101, token: null },
});

/**
 * HURDLE-250 (the `large` world: 250 students, Final Exam below 50 % OR Lab Report not submitted)
 * evaluated, with the write-back confirmation open: the review grid and the dialog at this width.
 */
const reviewLarge = (viewport: StoryViewport): StoryObj => ({
  ...toolStory(routes, 'GradeHurdleCourseDetails', {
    persona: 'instructor',
    data: 'large',
    viewport,
    launch: ({ sandbox }) => {
      const course = largeCourse(sandbox, 'hurdle');
      return { courseId: course.id, courseUuid: course.uuid };
    },
    backend: { seed: instructorSavesLargeRules },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Evaluate' }, WAIT));
    await canvas.findByText(`Evaluation complete. Reviewed ${LARGE_STUDENTS} student(s).`, undefined, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Write back…' }));
    await canvas.findByRole('dialog', { name: 'Write back to the gradebook?' }, WAIT);
  },
});
/** 250 students evaluated, the write-back confirmation open, on a phone. */
export const InstructorReview250Students390 = reviewLarge(390);
/** 250 students evaluated, the write-back confirmation open, on a desktop. */
export const InstructorReview250Students1280 = reviewLarge(1280);
