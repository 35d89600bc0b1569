import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/enrollment';
import { learnDown, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/QuickEnroll' } satisfies Meta;

// Search results, enrol/unenrol and the record need our server: they are covered by the screen
// tests against the real server (packages/enrollment/src/quick-enroll/__tests__); Storybook has
// no real server yet, and the tool gets no hand-written double.

/** Sam Carter holds ID_USER: the search form (the record section waits for the server). */
export const SearchForm = toolStory(routes, 'QuickEnroll', { persona: 'admin' });
/** Margaret Ellis holds no ID_USER: 'Permission Denied'. */
export const PermissionDenied = toolStory(routes, 'QuickEnroll', { persona: 'instructor' });
/** Spec 000 §6: a failed role lookup shows 'Permission Denied' too. */
export const LookupFailedPermissionDenied = toolStory(routes, 'QuickEnroll', {
  persona: 'admin',
  setup: learnDown('/users/'),
});
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'QuickEnroll', { persona: 'admin', launch: { token: null } });
/** Our server cannot be reached: the record section says so; a search shows 'Failed to search courses. Please try again.' */
export const ServerUnreachable = toolStory(routes, 'QuickEnroll', {
  persona: 'admin',
  launch: { backendUrl: 'https://unreachable.invalid' },
});
