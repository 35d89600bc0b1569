import { useCallback, useRef, useState } from 'react';
import { readCsvTable, readFileText } from '../csv/read-csv.ts';
import { DiagramCsvError } from '../domain/csv-issues.ts';
import type { CsvTable } from '../domain/csv-table.ts';

export type UploadState<T> =
  { status: 'empty' } | { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

function messageOf(error: unknown): string {
  if (error instanceof DiagramCsvError) return error.message;
  return `The CSV could not be read: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Reads an uploaded CSV and parses it with `parse`. A newer upload wins over a slower,
 * older one, so the diagram always matches the last file chosen.
 */
export function useCsvUpload<T>(parse: (table: CsvTable) => T) {
  const [state, setState] = useState<UploadState<T>>({ status: 'empty' });
  const latest = useRef(0);
  const onFile = useCallback(
    async (file: File) => {
      const id = ++latest.current;
      setState({ status: 'loading' });
      try {
        const data = parse(await readCsvTable(await readFileText(file)));
        if (id === latest.current) setState({ status: 'ready', data });
      } catch (error) {
        if (id === latest.current) setState({ status: 'error', error: messageOf(error) });
      }
    },
    [parse],
  );
  return { state, onFile };
}
