import { learnDown, toolStory, type Meta, type StoryObj, type StoryViewport } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/QuickEnroll', tags: ['server'] } satisfies Meta;

// Search and enrolment go through our real server (in the page), which checks ID_USER with Learn
// and reads courses with the application token from the sandbox. (Story names follow e2e/storybook.spec.ts.)
const WAIT = { timeout: 30_000 };

/** Sam Carter holds ID_USER: the search form and the (empty) record of enrolments. */
export const Admin = toolStory(routes, 'QuickEnroll', { persona: 'admin', backend: true });
/** A Course Name search: Enrolled, Instructors, Enroll/Unenroll and the course links, from the server. */
export const AdminSearchResults: StoryObj = {
  ...toolStory(routes, 'QuickEnroll', { persona: 'admin', backend: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Search by', undefined, WAIT), 'Course Name');
    await userEvent.type(canvas.getByLabelText(/Search value/), 'Biology');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await canvas.findByRole('table', { name: 'Courses' }, WAIT);
  },
};
/** Enrolled from the results: 'Enrollment successful!' with the course role, and the enrolment in the record. */
export const AdminEnrolled: StoryObj = {
  ...toolStory(routes, 'QuickEnroll', { persona: 'admin', backend: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Search by', undefined, WAIT), 'Course ID');
    await userEvent.type(canvas.getByLabelText(/Search value/), 'HIST110');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Enroll in HIST110' }, WAIT));
    await canvas.findByText(/^Enrollment successful! You are enrolled in HIST110 as /, undefined, WAIT);
  },
};
/** Spec 000 §6: when Learn cannot confirm ID_USER, 'Permission Denied'. */
export const LearnErrorPermissionDenied = toolStory(routes, 'QuickEnroll', {
  persona: 'admin',
  setup: learnDown('/users/'),
});
/** Sam Carter holds ID_USER: the search form; our server cannot be reached, so the record section says so. */
export const BackendErrorSearchForm = toolStory(routes, 'QuickEnroll', {
  persona: 'admin',
  launch: { backendUrl: 'https://unreachable.invalid' },
});
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'QuickEnroll', { persona: 'admin', launch: { token: null } });

/**
 * The `large` world: Sam enrols in HURDLE-250 (250 students) from the results; the results (Enrolled
 * counts the roster), the announced role and the record at this width.
 */
const enrolLarge = (viewport: StoryViewport): StoryObj => ({
  ...toolStory(routes, 'QuickEnroll', { persona: 'admin', data: 'large', viewport, backend: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Search by', undefined, WAIT), 'Course ID');
    await userEvent.type(canvas.getByLabelText(/Search value/), 'HURDLE-250');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Enroll in HURDLE-250' }, WAIT));
    await canvas.findByText(/^Enrollment successful! You are enrolled in HURDLE-250 as /, undefined, WAIT);
  },
});
/** Enrolled in a course of 250 students, on a phone. */
export const AdminEnrolled250Students390 = enrolLarge(390);
/** Enrolled in a course of 250 students, on a desktop. */
export const AdminEnrolled250Students1280 = enrolLarge(1280);
