/** Reading an uploaded CSV: papaparse in a worker (off the main thread), loaded only when used. */
import { CSV_READ_OPTIONS, readFileText } from '@tools/ui/csv-read';
import { describeParseErrors, type WorkerMessage } from './csv-errors.ts';

export class CsvReadError extends Error {
  override name = 'CsvReadError';
}
export class CsvParseError extends Error {
  override name = 'CsvParseError';
}

/** Where workers exist (browsers): parse there. jsdom and old hosts parse on the main thread. */
function canUseWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof window !== 'undefined' && !('happyDOM' in window);
}

async function parseHere(file: File): Promise<string[][]> {
  const text = await readFileText(file, () => new CsvReadError(file.name));
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text, CSV_READ_OPTIONS);
  const problem = describeParseErrors(result.errors);
  if (problem) throw new CsvParseError(problem);
  return result.data;
}

function parseInWorker(file: File, onProgress: (loaded: number, total: number) => void): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.loaded, message.total);
      else if (message.type === 'done') {
        finish();
        resolve(message.records);
      } else {
        finish();
        reject(message.kind === 'read' ? new CsvReadError(message.message) : new CsvParseError(message.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new CsvParseError(event.message || 'the parser stopped'));
    };
    worker.postMessage(file);
  });
}

/** The file's records (first = headers). Throws CsvReadError or CsvParseError. */
export async function parseCsvFile(
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<string[][]> {
  onProgress(0, file.size);
  const records = canUseWorker() ? await parseInWorker(file, onProgress) : await parseHere(file);
  onProgress(file.size, file.size);
  return records;
}
