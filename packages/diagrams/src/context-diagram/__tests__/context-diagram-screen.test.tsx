import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import sample from '../../samples/context-sample.csv?raw';
import { blobText, captureDownloads } from '../../test/capture-download.ts';
import { fakeCanvas } from '../../test/fake-canvas.ts';
import { holdFileReads } from '../../test/hold-file-reads.ts';
import { csvFile, renderScreen } from '../../test/render-screen.tsx';
import { contextDiagramRoute } from '../route.ts';

let canvas: ReturnType<typeof fakeCanvas>;
beforeEach(() => {
  canvas = fakeCanvas();
});

describe('Context Diagram page', () => {
  it('starts empty with the spec text, Student SIS as centre and a sample link', async () => {
    await renderScreen(contextDiagramRoute);
    expect(screen.getByRole('heading', { level: 1, name: 'Context Diagram' })).toBeInTheDocument();
    expect(screen.getByText('Upload a CSV to render the diagram.')).toBeInTheDocument();
    const centre = screen.getByLabelText('Center System');
    expect(centre).toHaveValue('Student SIS');
    expect(
      within(centre)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Blackboard LMS', 'Student SIS', 'Reach CRM']);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Download a sample CSV' });
    expect(link).toHaveAttribute('download', 'context-sample.csv');
    expect(link.getAttribute('href')).toMatch(/context-sample\.csv/); // a served file, never an inlined data: URL
  });

  it('shows Loading…, then the diagram; changing the centre redraws it', async () => {
    const reads = holdFileReads();
    const { user } = await renderScreen(contextDiagramRoute);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(sample));
    expect(screen.getByText('Loading…').closest('[role="status"]')).not.toBeNull();
    reads.release();
    expect(
      await screen.findByRole('img', { name: 'Context diagram of Student SIS with 24 connected systems.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.lastTexts()).toContain('Context Diagram - Student SIS'));
    expect(canvas.lastTexts()).toContain('Blackboard LMS');
    // Focus stays on the file field: what was drawn is said in a status that was in the page before.
    const said = screen.getAllByRole('status').filter((s) => s.textContent?.startsWith('Context diagram of'));
    expect(said.map((s) => s.textContent)).toEqual(['Context diagram of Student SIS with 24 connected systems.']);

    await user.selectOptions(screen.getByLabelText('Center System'), 'Blackboard LMS');
    await waitFor(() => expect(canvas.lastTexts()).toContain('Context Diagram - Blackboard LMS'));
    // The sample's own "Blackboard LMS" row is now the centre: reported, not drawn twice.
    const skipped = screen.getByRole('region', { name: 'Rows not drawn (1)' });
    expect(skipped).toHaveTextContent('Row 2 (Blackboard LMS): it is the centre system.');
    expect(
      screen.getByRole('img', { name: 'Context diagram of Blackboard LMS with 23 connected systems.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Context diagram of Blackboard LMS with 23 connected systems.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('lists rows with no mark or several marks instead of dropping them', async () => {
    const { user } = await renderScreen(contextDiagramRoute);
    const csv = 'System Name,Export Only,Import Only,Bi-Directional\nLibrary,x,,\nPlanned,,,\nConfused,x,,x\n';
    await user.upload(screen.getByLabelText('CSV file'), csvFile(csv));
    const skipped = await screen.findByRole('region', { name: 'Rows not drawn (2)' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3 (Planned): no direction is marked with x.',
      'Row 4 (Confused): 2 directions are marked (Export Only, Bi-Directional); mark exactly one.',
    ]);
  });

  it('notes systems listed under the diagram past the box limits', async () => {
    const { user } = await renderScreen(contextDiagramRoute);
    const rows = Array.from({ length: 36 }, (_, i) => `System ${i},,x,`).join('\n');
    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile(`System Name,Export Only,Import Only,Bi-Directional\n${rows}\n`),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      '2 systems did not fit in the boxes and are listed under the diagram.',
    );
  });

  it('shows the Error view for a malformed CSV', async () => {
    const { user } = await renderScreen(contextDiagramRoute);
    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile('System Name,Export Only,Import Only,Bi-Directional\nLibrary,yes,,\n'),
    );
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Row 2, column "Export Only": "yes" is not a mark; use x or leave it empty.');
  });

  it('downloads context-diagram.pdf', async () => {
    const downloads = captureDownloads();
    const { user } = await renderScreen(contextDiagramRoute);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(sample));
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('context-diagram.pdf');
    const bytes = await blobText(downloads[0]!.blob!);
    expect(bytes.startsWith('%PDF-')).toBe(true);
  });
});
