import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/chat';
import { DEMO } from '@tools/sandbox';
import { toolStory } from '../tool-story.tsx';

export default { title: 'Tools/CourseChatWidget' } satisfies Meta;

// Answers come from our server's POST /chat, which Storybook does not run yet: these stories show
// the widget's own states (pills, greeting, layout). Questions and answers are covered by the
// screen tests and the E2E run against the real server.
const bio101 = { courseUuid: DEMO.courseUuids.bio101 };
// The compact choice is remembered in localStorage: each story sets it, so their order never matters.
const compact = (on: boolean) => () => window.localStorage.setItem('course-chat:compact', String(on));

/** Ava in BIO101: Role and Course pills, Settings, Clear, the greeting, compact (2 rows, 320 px). */
export const Student = toolStory(routes, 'CourseChatWidget', {
  persona: 'student',
  launch: bio101,
  setup: compact(true),
});
/** Margaret Ellis, the instructor. */
export const Instructor = toolStory(routes, 'CourseChatWidget', {
  persona: 'instructor',
  launch: bio101,
  setup: compact(true),
});
/** Compact mode off in Settings (remembered in this browser): 3 rows, 400 px. */
export const Expanded = toolStory(routes, 'CourseChatWidget', {
  persona: 'student',
  launch: bio101,
  setup: compact(false),
});
