import type { Meta, StoryObj } from '@storybook/react-vite';
import { routes } from '@tools/deliverables';
import { toolStory } from '../tool-story.tsx';

export default { title: 'Tools/ProjectDeliverablesTable', tags: ['server'] } satisfies Meta;

// Load from Cloud reads our real server (in the page); the rows are saved there through its API
// as another user of the tracker would. Uploading a CSV works as in the tool.
const WAIT = { timeout: 30_000 };
const row = (item: string, extra: Record<string, string | number> = {}) => ({
  Rank: 1,
  Item: item,
  Customer: 'Northfield University',
  TPM: 'ME',
  Team: 'ERP',
  Type: 'Report',
  'Item Status': 'Active',
  Release: 'R1',
  'UAT Target': '07/15/30',
  'Prod Target': '08/15/30',
  ...extra,
});

/** Margaret Ellis as a TPM after 'Load from Cloud': the shared rows (hers, with the TPM filter). */
export const LoadedFromCloud: StoryObj = {
  ...toolStory(routes, 'ProjectDeliverablesTable', {
    persona: 'instructor',
    launch: { role: 'TPM' },
    backend: {
      seed: async (backend) => {
        await backend.request('admin', 'PUT', '/deliverables', row('Payroll feed'));
        await backend.request('admin', 'PUT', '/deliverables', row('Housing portal', { Rank: 2, Team: 'Web' }));
        await backend.request('admin', 'PUT', '/deliverables', row('Portal theme', { TPM: 'SC' }));
      },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load from Cloud' }, WAIT));
    await canvas.findByText('Loaded 3 row(s) from Cloud', undefined, WAIT);
  },
};
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
