import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/grade-hurdle';
import { learnDown, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/GradeHurdleAdmin' } satisfies Meta;

// The states that need our server (the list, search, save results) are covered by the screen
// tests against the real server (packages/grade-hurdle/src/grade-hurdle-admin/__tests__) and the
// E2E spec: Storybook has no real server yet, and the admin tool gets no hand-written double.

/** Ava is a student: no GRADE_HURDLE_ADMIN. */
export const StudentAccessRestricted = toolStory(routes, 'GradeHurdleAdmin', { persona: 'student' });
/** Margaret teaches BIO101 but holds no GRADE_HURDLE_ADMIN. */
export const InstructorAccessRestricted = toolStory(routes, 'GradeHurdleAdmin', { persona: 'instructor' });
/** Spec 002 §6: when Learn cannot confirm the role, access is restricted too. */
export const LearnErrorAccessRestricted = toolStory(routes, 'GradeHurdleAdmin', {
  persona: 'admin',
  setup: learnDown('/users/me'),
});
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'GradeHurdleAdmin', { persona: 'admin', launch: { token: null } });
/** Sam Carter holds the role, but our server cannot be reached: 'Failed to load associations.' with a Refresh. */
export const ServerUnreachable = toolStory(routes, 'GradeHurdleAdmin', {
  persona: 'admin',
  launch: { backendUrl: 'https://unreachable.invalid' },
});
