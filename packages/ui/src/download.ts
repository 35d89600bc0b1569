import { toCsv, type CsvCell } from './csv.ts';

/**
 * Saves a Blob as a file through a Blob URL and a temporary link (for bytes fetched with a
 * bearer token, which a plain link cannot send). Inside the LMS iframe this needs the frame's
 * sandbox to allow downloads (Learn's LTI frames do).
 */
export function downloadBlob(filename: string, blob: Blob): void {
  if (filename.trim() === '') throw new Error('downloadBlob: filename must not be empty');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers start the download asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Saves text as a file (see downloadBlob). */
export function downloadText(filename: string, text: string, type: string): void {
  if (filename.trim() === '') throw new Error('downloadText: filename must not be empty');
  downloadBlob(filename, new Blob([text], { type }));
}

/** Builds the CSV (with the Excel BOM) and downloads it. */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  downloadText(filename, toCsv(rows, { bom: true }), 'text/csv;charset=utf-8');
}
