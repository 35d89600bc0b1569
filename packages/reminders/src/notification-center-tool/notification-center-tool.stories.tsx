import { userEvent, within } from 'storybook/test';
import { learnDown, toolStory, type Meta, type StoryObj } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/NotificationCenterTool' } satisfies Meta;

// Sending (recipients, success and failure texts) needs our server (outbox, SMS): covered by the
// server's tests and the screen tests against the real server (SMS to the sandbox's fake);
// Storybook has no server double for it.

/** Margaret Ellis: her courses' assignments due in the next 7 days, and 'Send Notification'. */
export const Instructor = toolStory(routes, 'NotificationCenterTool', { persona: 'instructor' });
/** Sam Carter teaches nothing: 'No assignments with due dates in the next week.' */
export const NothingDue = toolStory(routes, 'NotificationCenterTool', { persona: 'admin' });
/** Nothing due, and 'Send Notification' clicked anyway: 'No assignments to send.' (nothing is asked of the server). */
export const NothingToSend: StoryObj = {
  ...toolStory(routes, 'NotificationCenterTool', { persona: 'admin' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send Notification' }));
  },
};
/** Learn refuses the user's course list: its message under 'Error'. */
export const CoursesLearnError = toolStory(routes, 'NotificationCenterTool', {
  persona: 'instructor',
  setup: learnDown('/courses'),
});
/** Learn refuses the calendar: its message under 'Error'. */
export const LearnError = toolStory(routes, 'NotificationCenterTool', {
  persona: 'instructor',
  setup: learnDown('/calendars/items'),
});
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'NotificationCenterTool', {
  persona: 'instructor',
  launch: { token: null },
});
