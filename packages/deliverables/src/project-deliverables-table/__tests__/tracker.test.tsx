import { axeViolations, backendRequest, launchAs, renderTool, screen, userEvent, within } from '@tools/testing';
import { describe, expect, it, vi } from 'vitest';
import { projectDeliverablesTableRoute } from '../route.ts';
import { storedRow } from '../../test-support/stored-row.ts';
import { csvFile, SAMPLE_CSV } from './helpers.ts';

const table = () => screen.getByRole('table', { name: 'Deliverables' });
const bodyRows = () => within(within(table()).getAllByRole('rowgroup')[1]!).getAllByRole('row');
async function upload(user: ReturnType<typeof userEvent.setup>, text = SAMPLE_CSV) {
  await user.upload(screen.getByLabelText('Upload CSV'), csvFile(text));
}
async function render(launch = launchAs('instructor')) {
  const user = userEvent.setup();
  const view = await renderTool(projectDeliverablesTableRoute, launch);
  await screen.findByText(/Welcome, Margaret Ellis|Welcome, Sam Carter/);
  return { user, ...view };
}

describe('ProjectDeliverablesTable: page and empty state', { timeout: 30_000 }, () => {
  it('shows the title, the welcome line with name and role, every control, and the empty text', async () => {
    const { container } = await render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Technical Innovations Portfolio Deliverables' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome, Margaret Ellis (TPM)')).toBeInTheDocument();
    for (const name of [
      'Help',
      'Load from Cloud',
      'Save to Cloud',
      'Add Item',
      'Re-Rank',
      'Set SCRUMs',
      'Set Hours',
      'Download CSV (All)',
      'Download CSV (Filtered)',
      'Reset Sort',
      'Clear Filters',
      'Show',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Upload CSV')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('checkbox', { name: 'Include Only Displayed Fields' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Sprint Calendar' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New', 'Updated', 'Deleted']);
    expect(screen.getByText('Upload a CSV or click Load from Cloud to begin.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the sprint calendar card shows and hides 26 sprints', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const calendar = screen.getByRole('table', { name: 'Sprint Calendar' });
    expect(within(calendar).getAllByRole('row')).toHaveLength(27);
    expect(within(calendar).getByRole('rowheader', { name: '2025 Sprint1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('table', { name: 'Sprint Calendar' })).not.toBeInTheDocument();
  });

  it('without a back end, Load and Save say No backEndUrl provided.', async () => {
    const { user } = await render(launchAs('instructor', { backendUrl: null }));
    await user.click(screen.getByRole('button', { name: 'Load from Cloud' }));
    expect(await screen.findByText('No backEndUrl provided.')).toBeInTheDocument();
  });
});

describe('CSV upload', { timeout: 30_000 }, () => {
  it('loads the normalised rows as Updated, seeds the TPM filter with the initials, Clear Filters shows all', async () => {
    const { user } = await render();
    await upload(user);
    expect(await screen.findByText('Loaded 7 rows from CSV')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter TPM')).toHaveValue('ME');
    expect(screen.getByLabelText('Filter TPM')).toHaveAttribute(
      'placeholder',
      'Filter (use !term or NOT term to exclude)',
    );
    expect(bodyRows()).toHaveLength(4);
    expect(bodyRows().every((row) => within(row).queryByText('Updated'))).toBe(true);
    // Dropped columns are gone, Release too.
    expect(screen.queryByRole('columnheader', { name: /Target Date/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Release' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(bodyRows()).toHaveLength(7);
  });

  it('a malformed file gives Failed to parse CSV and keeps the current table', async () => {
    const { user } = await render();
    await upload(user);
    await screen.findByText('Loaded 7 rows from CSV');
    await upload(user, 'Item,Notes\nA,"not closed\n');
    expect(await screen.findByText(/^Failed to parse CSV: a quoted value is not closed/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(4);
  });

  it('filters: a leading ! or NOT excludes; nothing left says No rows match your filters.', async () => {
    const { user } = await render();
    await upload(user);
    await user.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    await user.type(screen.getByLabelText('Filter Customer'), 'NOT harbor');
    expect(bodyRows()).toHaveLength(4);
    await user.clear(screen.getByLabelText('Filter Customer'));
    await user.type(screen.getByLabelText('Filter Customer'), '!northfield');
    expect(bodyRows()).toHaveLength(5);
    await user.clear(screen.getByLabelText('Filter Customer'));
    await user.type(screen.getByLabelText('Filter Customer'), 'zzz');
    expect(screen.getByText('No rows match your filters.')).toBeInTheDocument();
  });
});

describe('editing and saving to the cloud', { timeout: 30_000 }, () => {
  it('Load from Cloud, edit, Save to Cloud: the server holds the change with Last Updated By', async () => {
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Payroll feed'));
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Portal theme', { TPM: 'SC' }));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Load from Cloud' }));
    expect(await screen.findByText('Loaded 2 row(s) from Cloud')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit Payroll feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Row' }, { timeout: 10_000 });
    await user.clear(within(dialog).getByLabelText(/^Customer/));
    await user.type(within(dialog).getByLabelText(/^Customer/), 'Lakeside College');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(bodyRows()[0]!).getByText('Updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to Cloud' }));
    expect(await screen.findByText('Saved 1 rows (updated: 1, created: 0, deleted: 0)')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).queryByText('Updated')).not.toBeInTheDocument();
    const stored = await backendRequest<{ items: Record<string, unknown>[] }>(
      'admin',
      'GET',
      '/deliverables?item=Payroll%20feed',
    );
    expect(stored.items[0]).toMatchObject({ Customer: 'Lakeside College', 'Last Updated By': 'ME', version: 2 });
  });

  it('Add Item needs the required fields; a new row, Delete and Undo, then save creates it', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Row' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText(/^Item\*?$/), 'Housing portal');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Fill in the required fields: Customer, UAT Target, Prod Target, Item Status, Release',
    );
    await user.type(within(dialog).getByLabelText(/^Customer/), 'Harbor State');
    await user.selectOptions(within(dialog).getByLabelText(/^Item Status/), 'Active');
    await user.type(within(dialog).getByLabelText(/^Release/), 'R4');
    await user.type(within(dialog).getByLabelText(/^TPM/), 'ME');
    await user.click(within(dialog).getByRole('button', { name: 'Mark DONE: UAT Target' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark DONE: Prod Target' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = bodyRows()[0]!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete Housing portal' }));
    expect(within(bodyRows()[0]!).getByText('Deleted')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByRole('button', { name: 'Edit Housing portal' })).toBeDisabled();
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Undo delete of Housing portal' }));
    expect(within(bodyRows()[0]!).getByText('New')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to Cloud' }));
    expect(await screen.findByText('Saved 1 rows (updated: 0, created: 1, deleted: 0)')).toBeInTheDocument();
    const stored = await backendRequest<{ items: Record<string, unknown>[] }>('admin', 'GET', '/deliverables');
    expect(stored.items).toMatchObject([{ Item: 'Housing portal', 'UAT Target': 'DONE', 'Item Status': 'Active' }]);
  });

  it('the status picker clears Rank and sets Driver; ADMIN needs no required fields', async () => {
    const { user } = await render(launchAs('admin', { role: 'ADMIN' }));
    expect(screen.getByText('Welcome, Sam Carter (ADMIN)')).toBeInTheDocument();
    await upload(user);
    await screen.findByText('Loaded 7 rows from CSV');
    // ADMIN sees no auto-filter: every row.
    expect(screen.queryByLabelText('Filter TPM')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Edit Payroll feed to GL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Row' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText(/^Customer/)).not.toBeRequired();
    await user.selectOptions(within(dialog).getByLabelText(/^Item Status/), 'Completed');
    expect(within(dialog).getByLabelText(/^Rank/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Driver/)).toHaveValue('99 - Completed');
  });

  it('Re-Rank, Set SCRUMs and Set Hours report how many rows changed', async () => {
    const { user } = await render();
    await upload(user);
    await screen.findByText('Loaded 7 rows from CSV');
    await user.click(screen.getByRole('button', { name: 'Re-Rank' }));
    expect(await screen.findByText('Re-ranked items. 4 rows changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set SCRUMs' }));
    expect(await screen.findByText('Set SCRUMs complete. 4 rows updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Hours' }));
    expect(await screen.findByText('Set Hours complete. 2 rows updated')).toBeInTheDocument();
  });
});

describe('no lost updates', { timeout: 30_000 }, () => {
  it("someone else's save meanwhile: both versions are shown, keep mine saves mine", async () => {
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Payroll feed'));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Load from Cloud' }));
    await screen.findByText('Loaded 1 row(s) from Cloud');
    await backendRequest('admin', 'PATCH', '/deliverables', {
      ...storedRow('Payroll feed'),
      Customer: 'Theirs U',
      version: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Edit Payroll feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Row' }, { timeout: 10_000 });
    await user.clear(within(dialog).getByLabelText(/^Customer/));
    await user.type(within(dialog).getByLabelText(/^Customer/), 'Mine U');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await user.click(screen.getByRole('button', { name: 'Save to Cloud' }));
    expect(await screen.findByText('Saved 0 rows (updated: 0, created: 0, deleted: 0)')).toBeInTheDocument();
    const conflict = await screen.findByRole('article', { name: 'Payroll feed' });
    expect(within(conflict).getByRole('columnheader', { name: /^Their version \(SC, / })).toBeInTheDocument();
    const customer = within(conflict).getByRole('rowheader', { name: 'Customer' }).closest('tr')!;
    expect(
      within(customer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mine U', 'Theirs U']);
    expect(within(bodyRows()[0]!).getByText('Updated')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await user.click(screen.getByRole('button', { name: 'Save to Cloud' }));
    expect(await screen.findByText('Saved 1 rows (updated: 1, created: 0, deleted: 0)')).toBeInTheDocument();
    const stored = await backendRequest<{ items: Record<string, unknown>[] }>('admin', 'GET', '/deliverables');
    expect(stored.items).toMatchObject([{ Customer: 'Mine U', version: 3 }]);
  });

  it('keep theirs takes the stored row', async () => {
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Payroll feed'));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Load from Cloud' }));
    await screen.findByText('Loaded 1 row(s) from Cloud');
    await backendRequest('admin', 'PATCH', '/deliverables', {
      ...storedRow('Payroll feed'),
      Customer: 'Theirs U',
      version: 1,
    });
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Delete Payroll feed' }));
    await user.click(screen.getByRole('button', { name: 'Save to Cloud' }));
    const conflict = await screen.findByRole('article', { name: 'Payroll feed' });
    await user.click(within(conflict).getByRole('button', { name: 'Keep theirs' }));
    expect(within(bodyRows()[0]!).getByText('Theirs U')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).queryByText('Deleted')).not.toBeInTheDocument();
  });
});

describe('downloads and keyboard', { timeout: 30_000 }, () => {
  it('Download CSV (All) and (Filtered) use the spec names and neutralise formulas', async () => {
    const files: { name: string; blob: Blob }[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push({ name: '', blob: blob as Blob });
      return 'blob:x';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files[files.length - 1]!.name = this.download;
    });
    const { user } = await render();
    expect(screen.getByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute(
      'download',
      'deliverables-sample.csv',
    );
    await upload(user);
    await screen.findByText('Loaded 7 rows from CSV');
    await user.click(screen.getByRole('button', { name: 'Download CSV (All)' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV (Filtered)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include Only Displayed Fields' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV (Filtered)' }));
    const local = `${new Date().getFullYear()}-${String(new Date().getMonth() + 1).padStart(2, '0')}-${String(new Date().getDate()).padStart(2, '0')}`;
    expect(files.map((f) => f.name)).toEqual([
      `project-deliverables-all-${local}.csv`,
      `project-deliverables-filtered-${local}.csv`,
      `project-deliverables-filtered-${local}.csv`,
    ]);
    const readBlob = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
    const [all, filtered, displayed] = await Promise.all(files.map((f) => readBlob(f.blob)));
    const allLines = all!.replace(/^\uFEFF/, '').split('\r\n');
    expect(allLines).toHaveLength(8);
    expect(allLines[0]).toMatch(/^Rank,TPM,Customer,Go-live,Item Rank,Item,.*,Exceptions$/);
    expect(all).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(filtered!.split('\r\n')).toHaveLength(5); // the TPM filter: ME's 4 rows
    expect(displayed!.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Rank,TPM,Customer,Go-live,Item,Type,ADO,Team,SCRUM,UAT Target,Prod Target,C/T Target,Total Hrs',
    );
    created.mockRestore();
    clicked.mockRestore();
  });

  it('arrow keys move between cells and Enter edits the row at that field; Escape cancels', async () => {
    const { user } = await render();
    await upload(user);
    await screen.findByText('Loaded 7 rows from CSV');
    screen.getByRole('region', { name: 'Deliverables' }).focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Update Row' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText(/^TPM/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('work-item sync', { timeout: 30_000 }, () => {
  it('fills the tracker fields from ADO after a load; a failed lookup blanks its row and says why', async () => {
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Payroll feed', { ADO: '4102' }));
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Broken item', { ADO: '4199' }));
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('No ticket', { ADO: 'n/a' }));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Load from Cloud' }));
    expect(await screen.findByText('Synced ADO details for 1 row(s)')).toBeInTheDocument();
    expect(
      screen.getByText('ADO sync failed for 4199: Azure DevOps answered 500 for work item 4199.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'ADO Assignee' }));
    await user.click(screen.getByRole('checkbox', { name: 'ADO Iteration' }));
    const payroll = bodyRows().find((row) => within(row).queryByText('Payroll feed'))!;
    expect(within(payroll).getAllByText('ME')).toHaveLength(2); // TPM, and the assignee Margaret Ellis as initials
    expect(within(payroll).getByText('Portfolio\\2025 Sprint25')).toBeInTheDocument();
    expect(within(payroll).queryByText('Updated')).not.toBeInTheDocument();
  });
});

describe('snapshot to the save URL (spec 000)', { timeout: 30_000 }, () => {
  it('sends the rows on screen and says how many were saved', async () => {
    const { user } = await render();
    await upload(user);
    await screen.findByText('Loaded 7 rows from CSV');
    await user.click(screen.getByRole('button', { name: 'Save snapshot to save URL' }));
    expect(await screen.findByText('Saved 4 record(s) to cloud successfully.')).toBeInTheDocument();
  });
});

describe('keyboard and counts at scale (issue 24)', { timeout: 30_000 }, () => {
  it('a skip link goes straight to the first row; the column chooser starts collapsed; the count follows the filters', async () => {
    const { user } = await render();
    await upload(user);
    await screen.findByText('Loaded 7 rows from CSV');
    const chooser = screen.getByText(/^Columns \(\d+ of \d+ shown\)$/).closest('details')!;
    expect(chooser).not.toHaveAttribute('open');
    expect(screen.getByText('Showing 4 of 7 rows')).toBeInTheDocument(); // the TPM filter seeded with ME
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('Showing 7 of 7 rows')).toBeInTheDocument();
    const skip = screen.getByRole('link', { name: 'Skip to the first row' });
    skip.focus();
    await user.keyboard('{Enter}');
    const first = within(bodyRows()[0]!).getAllByRole('cell')[0]!;
    expect(first).toHaveFocus();
  });

  it('many failed work-item lookups: one line per reason, the ids in a details list', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => 9001 + i);
    const csv = ['Item,Customer,ADO', ...ids.map((id) => `Item ${id},Northfield,${id}`)].join('\n');
    const { user } = await render();
    await upload(user, csv);
    await screen.findByText('Loaded 6 rows from CSV');
    const summary = await screen.findByText(/^ADO sync failed for 6 work items: /, {}, { timeout: 15_000 });
    expect(screen.queryByText(/^ADO sync failed for 9001/)).not.toBeInTheDocument();
    const details = summary.parentElement!.querySelector('details')!;
    expect(within(details).getByText('Work item ids (6)')).toBeInTheDocument();
    expect(details).toHaveTextContent(ids.join(', '));
  });

  it('an edit is not blocked by a required field the table does not show (Release)', async () => {
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Payroll feed', { Release: '' }));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Load from Cloud' }));
    await screen.findByText('Loaded 1 row(s) from Cloud');
    await user.click(screen.getByRole('button', { name: 'Edit Payroll feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Row' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Release: required for new items, but not in this table; left empty.');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Load from Cloud with nothing stored does not ask for a CSV upload', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Load from Cloud' }));
    expect(await screen.findByText('Loaded 0 row(s) from Cloud')).toBeInTheDocument();
    expect(
      screen.getByText(/^The cloud has no deliverables yet\. Add the first one with Add Item\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Upload a CSV/)).not.toBeInTheDocument();
  });
});
