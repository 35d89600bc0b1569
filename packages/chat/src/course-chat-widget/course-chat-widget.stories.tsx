import { within } from 'storybook/test';
import { DEMO } from '@tools/sandbox';
import { toolStory, type Meta, type StoryObj } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/CourseChatWidget', tags: ['server'] } satisfies Meta;

// Answers come from our real server's POST /chat (in the page), which reads the course the caller
// can see from the sandbox and quotes it (no model configured), with citations.
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
/** Ava asked about late submissions: the quoted answer with a citation linking the Learn item. */
export const StudentAnswerWithCitations: StoryObj = {
  ...toolStory(routes, 'CourseChatWidget', {
    persona: 'student',
    launch: bio101,
    setup: compact(false),
    backend: true,
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Your question' }, { timeout: 30_000 }));
    await userEvent.keyboard('What is the penalty for late submissions?{Enter}');
    const log = canvas.getByRole('log', { name: 'Conversation' });
    // [1] in the answer links to its source, and the source itself links the Learn item.
    await within(log).findByRole('link', { name: 'Source 1: Syllabus (opens in a new tab)' }, { timeout: 30_000 });
  },
};
/** Margaret Ellis re-indexed BIO101 from Settings (course staff only): what the server read again. */
export const InstructorReindexed: StoryObj = {
  ...toolStory(routes, 'CourseChatWidget', {
    persona: 'instructor',
    launch: bio101,
    setup: compact(true),
    backend: true,
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }, { timeout: 30_000 }));
    const settings = canvas.getByRole('group', { name: 'Chat settings' });
    await userEvent.click(within(settings).getByRole('button', { name: 'Re-index course materials' }));
    await within(settings).findByText(/^Re-indexed \d+ items/, {}, { timeout: 60_000 });
  },
};
