import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  backendFault,
  backendRequest,
  launchAs,
  renderTool,
  screen,
  userEvent,
  within,
} from '@tools/testing';
import { DEMO_ATHLETES_CSV as demo } from '../../domain/index.ts';
import { sportsAndStudentsRoute } from '../route.ts';

/** SportsAndStudents against the real server (ATHLETICS_ADMIN: the demo admin has it). */
const HEADER = 'SportId,SportName,StudentId,FirstName,LastName,StudentNumber';
const csvFile = (text: string) => new File([text], 'athletes.csv', { type: 'text/csv' });

describe('SportsAndStudents', () => {
  it('shows each sport with its students, accessibly', async () => {
    await backendRequest('admin', 'PUT', '/sportsAndStudents', { csv: demo });
    const { container } = await renderTool(sportsAndStudentsRoute, launchAs('admin'));
    const table = await screen.findByRole('table', { name: 'Student Athletic Details' });
    expect(within(table).getByRole('columnheader', { name: /^Sport/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^Students/ })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Basketball',
      'Soccer',
      'Swimming',
      'Track and Field',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Noah Garcia (S20240003)', 'Liam Patel (S20240002)', 'Ava Thompson (S20240001)']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows loading, then the empty state', async () => {
    await renderTool(sportsAndStudentsRoute, launchAs('admin'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No athletic details have been loaded yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch data from backend.' with the server's reason to callers without the role", async () => {
    await renderTool(sportsAndStudentsRoute, launchAs('instructor'));
    expect(await screen.findByText('Failed to fetch data from backend.')).toBeInTheDocument();
    expect(screen.getByText('This action needs the institution role ATHLETICS_ADMIN.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch data from backend.' when the server fails", async () => {
    backendFault({ path: '/sportsAndStudents', method: 'GET', status: 500 });
    await renderTool(sportsAndStudentsRoute, launchAs('admin'));
    expect(await screen.findByText('Failed to fetch data from backend.')).toBeInTheDocument();
  });

  it('loads a CSV, lists rejected lines, and shows the new data', async () => {
    await renderTool(sportsAndStudentsRoute, launchAs('admin'));
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('CSV file'),
      csvFile(`${HEADER}\nSOC,Soccer,A1,Ava,Thompson,S1\nSOC,Soccer,A2,,Patel,S2\n`),
    );
    await user.click(screen.getByRole('button', { name: 'Load CSV' }));
    expect(await screen.findByText('Loaded 1 line(s): 1 sport(s), 1 student(s).')).toBeInTheDocument();
    expect(screen.getByText('Line 3: Missing FirstName.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Student Athletic Details' });
    expect(within(table).getByText('Ava Thompson (S1)')).toBeInTheDocument();
  });

  it('keeps the stored data when no line is accepted, and reports a bad file', async () => {
    await backendRequest('admin', 'PUT', '/sportsAndStudents', { csv: demo });
    await renderTool(sportsAndStudentsRoute, launchAs('admin'));
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(`${HEADER}\nSOC,,,,,\n`));
    // Details are stored: loading replaces them, so it is confirmed first; Cancel sends nothing.
    const load = screen.getByRole('button', { name: 'Load CSV' });
    await user.click(load);
    const title = 'Replace the stored athletic details (4 sport(s), 8 student(s))?';
    let dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(
      'The lines of athletes.csv that are accepted replace them. If no line is accepted, the stored details are kept.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('No line was accepted, so the stored details were kept.')).not.toBeInTheDocument();
    await user.click(load);
    dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'Replace details' }));
    expect(await screen.findByText('No line was accepted, so the stored details were kept.')).toBeInTheDocument();
    // Announced in a status that was in the page before the result.
    expect(
      screen.getByText('No line was accepted, so the stored details were kept.').closest('[role=status]'),
    ).not.toBeNull();
    expect(screen.getByRole('table', { name: 'Student Athletic Details' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), csvFile('Sport,Student\nSOC,A1\n'));
    await user.click(screen.getByRole('button', { name: 'Load CSV' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace details' }));
    expect(
      await screen.findByText(
        'Failed to load the CSV: The header misses SportId, SportName, StudentId, FirstName, LastName, StudentNumber (expected SportId,SportName,StudentId,FirstName,LastName,StudentNumber).',
      ),
    ).toBeInTheDocument();
  });

  it('needs a token', async () => {
    await renderTool(sportsAndStudentsRoute, launchAs(null));
    expect(screen.getByText('Missing access token or UUID. Please log in.')).toBeInTheDocument();
  });
});
