import { describe, expect, it } from 'vitest';
import { readCsvTable, readFileText } from '../read-csv.ts';

describe('readCsvTable (papaparse, loaded on use)', () => {
  it('parses quoted values, CRLF line ends and a BOM header', async () => {
    const t = await readCsvTable('\uFEFF System Name ,Export Only\r\n"Library, Main",x\r\n\r\n');
    expect(t.headers).toEqual(['System Name', 'Export Only']);
    expect(t.rows).toEqual([{ rowNumber: 2, cells: ['Library, Main', 'x'] }]);
  });

  it('names the row of an unclosed quote', async () => {
    await expect(readCsvTable('System Name,Export Only\nLibrary,x\n"Bookstore,x\n')).rejects.toThrow(
      'Row 3: a quoted value is not closed (a " is missing).',
    );
  });

  it('rejects an empty file', async () => {
    await expect(readCsvTable('')).rejects.toThrow('Row 1: the file has no header row.');
  });
});

describe('readFileText', () => {
  it('names the file it could not read', async () => {
    const broken = { name: 'gone.csv' } as unknown as File; // not a Blob: FileReader refuses it
    await expect(readFileText(broken)).rejects.toThrow('Could not read the file "gone.csv".');
  });
});
