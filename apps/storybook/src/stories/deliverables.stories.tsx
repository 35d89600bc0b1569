import type { Meta } from '@storybook/react-vite';
import { routes } from '@tools/deliverables';
import { toolStory } from '../tool-story.tsx';

export default { title: 'Tools/ProjectDeliverablesTable' } satisfies Meta;

// The states that need our server (loaded from the cloud, saving, conflicts, save errors) are
// covered by the screen tests against the real server
// (packages/deliverables/src/project-deliverables-table/__tests__) and e2e/deliverables.spec.ts:
// Storybook has no real server yet, and the tracker gets no hand-written double. Uploading a CSV
// works here as in the tool (the sample CSV is linked from the empty page).

/** Margaret Ellis as a TPM: the empty page with every control and the sample CSV links. */
export const Empty = toolStory(routes, 'ProjectDeliverablesTable', { persona: 'instructor', launch: { role: 'TPM' } });
/** ADMIN: no auto-filter and no required fields once a CSV is uploaded. */
export const Admin = toolStory(routes, 'ProjectDeliverablesTable', { persona: 'admin', launch: { role: 'ADMIN' } });
/** No back end in the launch: Load and Save to Cloud say 'No backEndUrl provided.' (upload still works). */
export const NoBackEndUrl = toolStory(routes, 'ProjectDeliverablesTable', {
  persona: 'instructor',
  launch: { role: 'TPM', backendUrl: null },
});
/** Our server cannot be reached: Load from Cloud says 'Failed to load from cloud: …'. */
export const ServerUnreachable = toolStory(routes, 'ProjectDeliverablesTable', {
  persona: 'instructor',
  launch: { role: 'TPM', backendUrl: 'https://unreachable.invalid' },
});
/** No token in the launch: the message comes before any request. */
export const MissingParameters = toolStory(routes, 'ProjectDeliverablesTable', {
  persona: 'instructor',
  launch: { token: null },
});
