import type { CsvCell } from './csv.ts';
import { downloadCsv } from './download.ts';
import { Button, type ButtonVariant } from './fields/button.tsx';

export interface DownloadButtonProps {
  label: string;
  /** e.g. project-deliverables-all-2025-01-31.csv */
  filename: string;
  /** Called on click, so the export reflects the rows at that moment (e.g. the filtered view). */
  getRows: () => readonly (readonly CsvCell[])[];
  disabled?: boolean;
  variant?: ButtonVariant;
}

/** "Download CSV" buttons: neutralised, BOM-prefixed CSV through a Blob URL. */
export function DownloadButton({ label, filename, getRows, disabled, variant = 'secondary' }: DownloadButtonProps) {
  return (
    <Button variant={variant} disabled={disabled} onClick={() => downloadCsv(filename, getRows())}>
      {label}
    </Button>
  );
}
