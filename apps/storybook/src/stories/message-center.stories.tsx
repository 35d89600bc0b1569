import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/reminders';
import { learnDown, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/MessageCenterTool' } satisfies Meta;

// Sending needs our server (outbox, SMTP): covered by the server's tests (a real SMTP server in
// process) and the screen tests against the real server; Storybook has no server double for it.

/** Margaret Ellis: her courses' assignments due in the next 7 days, and 'Send Message'. */
export const Instructor = toolStory(routes, 'MessageCenterTool', { persona: 'instructor' });
/** Sam Carter teaches nothing: 'No assignments with due dates in the next week.' */
export const NothingDue = toolStory(routes, 'MessageCenterTool', { persona: 'admin' });
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
