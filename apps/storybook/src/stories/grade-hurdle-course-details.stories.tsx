import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/grade-hurdle';
import { DEMO } from '@tools/sandbox';
import { learnDown, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/GradeHurdleCourseDetails' } satisfies Meta;

// Saved rules, write-back and undo need our server: they are covered by the screen tests against
// the real server (packages/grade-hurdle/src/grade-hurdle-course-details/__tests__) and the E2E
// spec. Storybook has no real server yet and gets no hand-written double; these stories show the
// states Learn alone decides, and the tool running on its defaults when the server is unreachable.
const bio101 = { courseId: DEMO.courses.bio101.id, courseUuid: DEMO.courseUuids.bio101 };
const unreachable = { ...bio101, backendUrl: 'https://unreachable.invalid' };

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
