import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM } from '../csv.ts';
import { DownloadButton } from '../download-button.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('DownloadButton', () => {
  let blobs: Blob[];
  let clicks: HTMLAnchorElement[];
  beforeEach(() => {
    blobs = [];
    clicks = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:test/1';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads the rows as a BOM-prefixed, neutralised CSV file', async () => {
    const user = userEvent.setup();
    const getRows = vi.fn(() => [
      ['Student', 'Points'],
      ['=cmd|calc', -15],
    ]);
    render(<DownloadButton label="Download CSV" filename="late-penalties_20250301.csv" getRows={getRows} />);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(getRows).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toHaveAttribute('download', 'late-penalties_20250301.csv');
    expect(clicks[0]).toHaveAttribute('href', 'blob:test/1');
    expect(clicks[0]!.isConnected).toBe(false); // the temporary link is removed again
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const text = await readBlob(blobs[0]!);
    // FileReader decodes UTF-8 and drops the BOM, so check the raw bytes for it.
    expect(text).toBe("Student,Points\r\n'=cmd|calc,-15");
    const bytes = new Uint8Array(
      await new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(blobs[0]!);
      }),
    );
    expect(Array.from(bytes.slice(0, 3))).toEqual(Array.from(new TextEncoder().encode(CSV_BOM)));
    await vi.waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1'));
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const getRows = vi.fn(() => []);
    render(<DownloadButton label="Download CSV (Filtered)" filename="x.csv" getRows={getRows} disabled />);
    await user.click(screen.getByRole('button', { name: 'Download CSV (Filtered)' }));
    expect(getRows).not.toHaveBeenCalled();
    expect(blobs).toEqual([]);
    expect(clicks).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { container } = render(<DownloadButton label="Download CSV (All)" filename="a.csv" getRows={() => []} />);
    await expectNoAxeViolations(container);
  });
});
