import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/athletics';
import { toolStory } from '../tool-story.tsx';

export default { title: 'Tools/SportsAndStudents' } satisfies Meta;

// The table, the refusal and the CSV report need our server: they are covered by the screen tests
// against the real server (packages/athletics/src/sports-and-students/__tests__) and the E2E spec.

/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'SportsAndStudents', { persona: 'admin', launch: { token: null } });
/** Our server cannot be reached: 'Failed to fetch data from backend.' */
export const BackendError = toolStory(routes, 'SportsAndStudents', {
  persona: 'admin',
  launch: { backendUrl: 'https://unreachable.invalid' },
});
