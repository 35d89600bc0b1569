import { userEvent, within } from 'storybook/test';
import { toolStory, type Meta, type StoryObj } from '@tools/testing/story';
import { routes } from '../index.ts';

export default { title: 'Tools/EventPublicationTool' } satisfies Meta;

// Every button that reaches our server's event log (Generate, Retrieve, a valid Publish or Handle) is
// covered by the screen tests against the real server (packages/events) and the server's tests;
// Storybook has no server double for it. The page's own checks of the textarea are below.

/** The textarea and the four buttons. */
export const Instructor = toolStory(routes, 'EventPublicationTool', { persona: 'instructor' });
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'EventPublicationTool', {
  persona: 'instructor',
  launch: { token: null },
});

/** Content typed into the textarea, then one button: the page's own checks, before any request. */
const typed = (content: string, button: string): StoryObj => ({
  ...toolStory(routes, 'EventPublicationTool', { persona: 'instructor' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (content) await userEvent.type(await canvas.findByRole('textbox', { name: /Events \(JSON array\)/ }), content);
    await userEvent.click(await canvas.findByRole('button', { name: button }));
  },
});
/** Publish with nothing in the textarea: 'Event content is required.' under 'Error'. */
export const RequiredInputError = typed('', 'Publish Events');
/** Handle with an object instead of an array: 'Event content must be a valid JSON array.' under 'Error'. */
export const NotArrayInputError = typed('{{"id": "a"}', 'Handle Events');
