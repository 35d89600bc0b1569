import { describe, expect, it } from 'vitest';
import { csvQuoteProblems, readFileText } from '../csv-read.ts';

describe('csvQuoteProblems', () => {
  it('words the quote errors with their record index and ignores the others', () => {
    expect(
      csvQuoteProblems([
        { code: 'TooFewFields', row: 0, message: 'Too few fields' },
        { code: 'MissingQuotes', row: 3, message: 'Quoted field unterminated' },
        { code: 'InvalidQuotes', message: 'Trailing quote on quoted field is malformed' },
      ]),
    ).toEqual([
      { row: 3, problem: 'a quoted value is not closed (a " is missing)' },
      { row: null, problem: 'a quoted value has a stray " after its closing quote' },
    ]);
  });
});

describe('readFileText', () => {
  it('reads the file as text', async () => {
    await expect(readFileText(new File(['a,b'], 'x.csv'), () => new Error('no'))).resolves.toBe('a,b');
  });

  it("rejects with the caller's error when the file cannot be read", async () => {
    const broken = { name: 'gone.csv' } as unknown as File; // not a Blob: FileReader refuses it
    const reading = readFileText(broken, () => new Error('Could not read gone.csv'));
    await expect(reading).rejects.toThrow('Could not read gone.csv');
  });
});
