/// <reference lib="webworker" />
import { CSV_READ_OPTIONS } from '@tools/ui/csv-read';
import Papa from 'papaparse';
import { describeParseErrors, type WorkerMessage } from './csv-errors.ts';

// Parses an uploaded CSV off the main thread, streaming it in chunks so progress can be shown.
const post = (message: WorkerMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = (event: MessageEvent<File>) => {
  const file = event.data;
  const records: string[][] = [];
  const errors: { code: string; row?: number | null; message: string }[] = [];
  Papa.parse<string[]>(file, {
    ...CSV_READ_OPTIONS,
    chunkSize: 1024 * 256,
    chunk: (results) => {
      const offset = records.length;
      for (const row of results.data) records.push(row);
      for (const e of results.errors)
        errors.push({ code: e.code, row: e.row === undefined ? null : e.row + offset, message: e.message });
      post({ type: 'progress', loaded: results.meta.cursor, total: file.size });
    },
    complete: () => {
      const problem = describeParseErrors(errors);
      post(problem ? { type: 'error', kind: 'parse', message: problem } : { type: 'done', records });
    },
    error: (error) => post({ type: 'error', kind: 'read', message: error.message }),
  });
};
