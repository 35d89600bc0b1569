import { expect, waitFor, within } from 'storybook/test';
import { toolStory, type StoryBackend, type Meta, type StoryObj } from '@tools/testing/story';
import { routes } from '../index.ts';
import { storedRow as row } from '../test-support/stored-row.ts';

export default { title: 'Tools/ProjectDeliverablesTable', tags: ['server'] } satisfies Meta;

// Load from Cloud reads our real server (in the page); the rows are saved there through its API
// as another user of the tracker would. Uploading a CSV works as in the tool.
const WAIT = { timeout: 30_000 };

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
/** Three shared rows (two of them Margaret Ellis's, TPM ME), saved by the admin. */
async function seedRows(backend: StoryBackend) {
  await backend.request('admin', 'PUT', '/deliverables', row('Payroll feed'));
  await backend.request('admin', 'PUT', '/deliverables', row('Housing portal', { Rank: 2, Team: 'Web' }));
  await backend.request('admin', 'PUT', '/deliverables', row('Portal theme', { TPM: 'SC' }));
}
type Play = NonNullable<StoryObj['play']>;
type PlayContext = Parameters<Play>[0];
async function loadFromCloud({ canvas, userEvent }: PlayContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Load from Cloud' }, WAIT));
  await canvas.findByText('Loaded 3 row(s) from Cloud', undefined, WAIT);
  // The work-item fields are filled in after the load; a form opened before that would be reset.
  await canvas.findByText('Synced ADO details for 0 row(s)', undefined, WAIT);
}
/** Opens the Update Row form on a row and types a new Customer (the form stays open). */
async function editCustomer({ canvas, userEvent }: PlayContext, item: string, customer: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${item}` }, WAIT));
  const dialog = await canvas.findByRole('dialog', { name: 'Update Row' }, WAIT);
  const field = within(dialog).getByLabelText(/^Customer/);
  await userEvent.clear(field);
  await userEvent.type(field, customer);
  return dialog;
}

/** After loading: a filter typed in the filter row (Team 'Web'): one of the three rows. */
export const Filtered: StoryObj = {
  ...toolStory(routes, 'ProjectDeliverablesTable', {
    persona: 'instructor',
    launch: { role: 'TPM' },
    backend: { seed: seedRows },
  }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await loadFromCloud(context);
    await userEvent.type(await canvas.findByLabelText('Filter Team', undefined, WAIT), 'Web');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Edit Payroll feed' })).toBeNull(), WAIT);
    await canvas.findByRole('button', { name: 'Edit Housing portal' }, WAIT);
  },
};

/** After loading: the Update Row form open on 'Payroll feed' with a new Customer typed. */
export const Editing: StoryObj = {
  ...toolStory(routes, 'ProjectDeliverablesTable', {
    persona: 'instructor',
    launch: { role: 'TPM' },
    backend: { seed: seedRows },
  }),
  play: async (context) => {
    await loadFromCloud(context);
    await editCustomer(context, 'Payroll feed', 'Riverside College');
  },
};

// The Conflict story's server, kept by its seed so the play function can save as someone else
// after the screen has loaded (one story per page: the seed always runs right before its play).
let conflictBackend: StoryBackend | null = null;

/**
 * A stale save: Sam Carter (admin) saves 'Payroll feed' after Margaret Ellis loaded it; her save
 * is answered 409 and the screen shows his change next to hers, to keep either.
 */
export const Conflict: StoryObj = {
  ...toolStory(routes, 'ProjectDeliverablesTable', {
    persona: 'instructor',
    launch: { role: 'TPM' },
    backend: {
      seed: async (backend) => {
        conflictBackend = backend;
        await seedRows(backend);
      },
    },
  }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await loadFromCloud(context);
    if (!conflictBackend) throw new Error('The Conflict story has no server');
    await conflictBackend.request('admin', 'PATCH', '/deliverables', {
      ...row('Payroll feed'),
      Customer: 'Lakeside Institute',
      version: 1,
    });
    const dialog = await editCustomer(context, 'Payroll feed', 'Riverside College');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save to Cloud' }));
    await canvas.findByRole('article', { name: 'Payroll feed' }, WAIT);
  },
};

/**
 * The server fails every PATCH: the deleted row is saved, the edited one is not; the notices
 * name the failed row (method, status, message) and the §8 summary of what was not saved.
 */
export const SaveErrors: StoryObj = {
  ...toolStory(routes, 'ProjectDeliverablesTable', {
    persona: 'instructor',
    launch: { role: 'TPM' },
    backend: {
      seed: seedRows,
      faults: [{ method: 'PATCH', path: '/deliverables', status: 500, message: 'Database unavailable' }],
    },
  }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await loadFromCloud(context);
    const dialog = await editCustomer(context, 'Payroll feed', 'Riverside College');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Housing portal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save to Cloud' }));
    await canvas.findByText('Not saved (1): fix or retry with Save to Cloud.', undefined, WAIT);
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
