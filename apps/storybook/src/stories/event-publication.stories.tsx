import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/events';
import { toolStory } from '../tool-story.tsx';

export default { title: 'Tools/EventPublicationTool' } satisfies Meta;

// Every button calls our server's event log: covered by the screen tests against the real server
// (packages/events) and the server's tests; Storybook has no server double for it.

/** The textarea and the four buttons. */
export const Instructor = toolStory(routes, 'EventPublicationTool', { persona: 'instructor' });
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'EventPublicationTool', {
  persona: 'instructor',
  launch: { token: null },
});
