import { learnDown, toolStory, type Meta, type StoryObj } from '@tools/testing/story';
import { routes } from '../index.ts';
import { adminEnablesCourses } from '../test-support/story-seeds.ts';

export default { title: 'Tools/GradeHurdleAdmin', tags: ['server'] } satisfies Meta;

// Our real server runs in the page; the saved associations are put there through its API as the
// admin (../test-support/story-seeds.ts). Searching and saving go to the sandbox (Learn) and that server.
const WAIT = { timeout: 30_000 };

/** Sam Carter holds GRADE_HURDLE_ADMIN: BIO101 (Active) and CHEM201 (Inactive) are associated. */
export const Admin = toolStory(routes, 'GradeHurdleAdmin', {
  persona: 'admin',
  backend: { seed: adminEnablesCourses },
});
/** Nothing associated yet: the empty list and the search panel. */
export const AdminEmpty = toolStory(routes, 'GradeHurdleAdmin', { persona: 'admin', backend: true });
/** Enabling a course: HIST110 found by name, added Active and stored with Save Changes (its grade notations created). */
export const AdminEnablesCourse: StoryObj = {
  ...toolStory(routes, 'GradeHurdleAdmin', { persona: 'admin', backend: { seed: adminEnablesCourses } }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Grade Hurdle course associations' }, WAIT);
    await userEvent.type(canvas.getByLabelText('Search for'), 'History');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await canvas.findByRole('table', { name: 'Course search results' }, WAIT);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add HIST110' }, WAIT));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await canvas.findByRole('button', { name: 'Saved' }, WAIT);
  },
};
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
