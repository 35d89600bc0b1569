import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sample from '../../samples/data-flow-sample.csv?raw';
import { captureDownloads } from '../../test/capture-download.ts';
import { fakeCanvas } from '../../test/fake-canvas.ts';
import { holdFileReads } from '../../test/hold-file-reads.ts';
import { csvFile, renderScreen } from '../../test/render-screen.tsx';
import { dataFlowDiagramRoute } from '../route.ts';

let canvas: ReturnType<typeof fakeCanvas>;
beforeEach(() => {
  canvas = fakeCanvas();
});
afterEach(() => {
  window.devicePixelRatio = 1;
});

describe('Data Flow Diagram page', () => {
  it('starts empty with the spec text, a disabled Download PDF and a sample link', async () => {
    await renderScreen(dataFlowDiagramRoute);
    expect(screen.getByRole('heading', { level: 1, name: 'Data Flow Diagram' })).toBeInTheDocument();
    expect(screen.getByText('Please upload a CSV file to begin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Download a sample CSV' });
    expect(link).toHaveAttribute('download', 'data-flow-sample.csv');
    expect(link.getAttribute('href')).toMatch(/data-flow-sample\.csv/);
    expect(screen.getByLabelText('Display Mode')).toHaveValue('logical');
    expect(screen.getByLabelText('CSV file')).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('shows the loading text, then draws the diagram; switching mode redraws it', async () => {
    const reads = holdFileReads();
    const { user } = await renderScreen(dataFlowDiagramRoute);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(sample));
    expect(screen.getByText('Loading data flow...').closest('[role="status"]')).not.toBeNull();
    reads.release();
    const diagram = await screen.findByRole('img', {
      name: 'Data flow diagram, Logical view: 61 mapped fields across 3 systems.',
    });
    expect(diagram.tagName).toBe('CANVAS');
    // The canvas is painted in an effect after the element appears.
    await waitFor(() => expect(canvas.lastTexts()).toContain('Data Flow Diagram - Logical view'));
    expect(canvas.lastTexts()).toContain('Entity: Person');

    await user.selectOptions(screen.getByLabelText('Display Mode'), 'Physical');
    expect(screen.getByRole('img', { name: /Physical view/ })).toBeInTheDocument();
    await waitFor(() => expect(canvas.lastTexts()).toContain('Data Flow Diagram - Physical view'));
    expect(canvas.lastTexts()).toContain('Table: PERSON');
    expect(canvas.lastTexts()).not.toContain('Entity: Person');
  });

  it('scales the canvas by devicePixelRatio for high-DPI screens', async () => {
    window.devicePixelRatio = 2;
    const { user } = await renderScreen(dataFlowDiagramRoute);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(sample));
    const diagram = (await screen.findByRole('img')) as HTMLCanvasElement;
    await waitFor(() => expect(diagram.width).toBe(3200));
    expect(diagram.style.width).toBe('1600px');
    expect(canvas.transforms.at(-1)).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it('shows the Error view naming row and column for a malformed CSV', async () => {
    const { user } = await renderScreen(dataFlowDiagramRoute);
    const bad =
      'SOR1 System,SOR1 Field,SOR2 System,SOR2 Field,SOR1 Data Flow Direction\nLMS,Email,Hub,Email,Sideways\n';
    await user.upload(screen.getByLabelText('CSV file'), csvFile(bad));
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(
      'Row 2, column "SOR1 Data Flow Direction": "Sideways" is not a direction; use "SOR2 to SOR1", "SOR1 to SOR2" or "Bi-Directional".',
    );
    expect(alert).toHaveTextContent('Fix the CSV and upload it again.');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });

  it('recovers when a good file follows a bad one', async () => {
    const { user } = await renderScreen(dataFlowDiagramRoute);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('not,a\n"diagram'));
    await screen.findByRole('alert', { name: 'Error' });
    await user.upload(screen.getByLabelText('CSV file'), csvFile(sample));
    expect(await screen.findByRole('img')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('downloads data-flow-diagram.pdf', async () => {
    const downloads = captureDownloads();
    const { user } = await renderScreen(dataFlowDiagramRoute);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(sample));
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('data-flow-diagram.pdf');
    expect(downloads[0]?.blob?.type).toBe('application/pdf');
    expect(downloads[0]?.blob?.size).toBeGreaterThan(1000);
  });
});
