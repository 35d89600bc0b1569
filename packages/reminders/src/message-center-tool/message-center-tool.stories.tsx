import { userEvent, within } from 'storybook/test';
import { learnDown, toolStory, type Meta, type StoryObj, type StoryViewport } from '@tools/testing/story';
import { routes } from '../index.ts';

/** The in-page server and 250 students on a busy machine. */
const WAIT = { timeout: 30_000 };

// The 250-student stories ask our server (in the page) for the preview.
export default { title: 'Tools/MessageCenterTool', tags: ['server'] } satisfies Meta;

// Sending (recipients, success and failure texts) needs our server (outbox, SMTP): covered by the
// server's tests (a real SMTP server in process) and the screen tests against the real server;
// the 250-student stories below stop at the confirmation (the server's preview), before anything is sent.

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

/**
 * The `large` world: Margaret's course of 250 students has four assignments due this week; she chooses
 * them all and presses 'Send Message': the confirmation with the server's count and preview, before anything is
 * sent, at this width.
 */
const confirmLarge = (viewport: StoryViewport): StoryObj => ({
  ...toolStory(routes, 'MessageCenterTool', { persona: 'instructor', data: 'large', viewport, backend: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Choose every assignment' }, WAIT));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await canvas.findByRole('dialog', { name: /^Send \d+ reminder e-mails for \d+ assignments\?$/ }, WAIT);
  },
});
/** Reminders for 250 students confirmed on a phone. */
export const InstructorConfirm250Students390 = confirmLarge(390);
/** Reminders for 250 students confirmed on a desktop. */
export const InstructorConfirm250Students1280 = confirmLarge(1280);
