import { userEvent, within } from 'storybook/test';
import { learnDown, toolStory, type Meta, type StoryObj } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/MessageCenterTool' } satisfies Meta;

// Sending (recipients, success and failure texts) needs our server (outbox, SMTP): covered by the
// server's tests (a real SMTP server in process) and the screen tests against the real server;
// Storybook has no server double for it.

/** Margaret Ellis: her courses' assignments due in the next 7 days, and 'Send Message'. */
export const Instructor = toolStory(routes, 'MessageCenterTool', { persona: 'instructor' });
/** Sam Carter teaches nothing: 'No assignments with due dates in the next week.' */
export const NothingDue = toolStory(routes, 'MessageCenterTool', { persona: 'admin' });
/** Nothing due, and 'Send Message' clicked anyway: 'No assignments to send.' (nothing is asked of the server). */
export const NothingToSend: StoryObj = {
  ...toolStory(routes, 'MessageCenterTool', { persona: 'admin' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send Message' }));
  },
};
/** Learn refuses the user's course list: its message under 'Error'. */
export const CoursesLearnError = toolStory(routes, 'MessageCenterTool', {
  persona: 'instructor',
  setup: learnDown('/courses'),
});
/** Learn refuses the calendar: its message under 'Error'. */
export const LearnError = toolStory(routes, 'MessageCenterTool', {
  persona: 'instructor',
  setup: learnDown('/calendars/items'),
});
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'MessageCenterTool', {
  persona: 'instructor',
  launch: { token: null },
});
