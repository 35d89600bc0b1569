import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/enrollment';
import { learnDown, toolStory } from '../tool-story.tsx';

export default { title: 'Tools/QuickEnroll' } satisfies Meta;

// Search results, enrol/unenrol, the record and the server's 'Permission Denied' need our server:
// they are covered by the screen tests against the real server
// (packages/enrollment/src/quick-enroll/__tests__) and the E2E spec; Storybook has no real server
// yet, and the tool gets no hand-written double. (Story names follow e2e/storybook.spec.ts.)

/** Spec 000 §6: when Learn cannot confirm ID_USER, 'Permission Denied'. */
export const LearnErrorPermissionDenied = toolStory(routes, 'QuickEnroll', {
  persona: 'admin',
  setup: learnDown('/users/'),
});
/** Sam Carter holds ID_USER: the search form; our server cannot be reached, so the record section says so. */
export const BackendErrorSearchForm = toolStory(routes, 'QuickEnroll', {
  persona: 'admin',
  launch: { backendUrl: 'https://unreachable.invalid' },
});
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'QuickEnroll', { persona: 'admin', launch: { token: null } });
