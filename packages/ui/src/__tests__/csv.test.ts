import { describe, expect, it } from 'vitest';
import { CSV_BOM, neutraliseFormula, toCsv } from '../csv.ts';

describe('neutraliseFormula', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+cmd', "'+cmd"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tvalue', "'\tvalue"],
    ['\rvalue', "'\rvalue"],
    ['-15', '-15'],
    ['+2.5', '+2.5'],
    ['-0.75', '-0.75'],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and joins rows with CRLF', () => {
    const csv = toCsv([
      ['Name', 'Note'],
      ['Smith, Jo', 'said "hi"'],
      ['Lee', 'line1\nline2'],
    ]);
    expect(csv).toBe('Name,Note\r\n"Smith, Jo","said ""hi"""\r\nLee,"line1\nline2"');
  });

  it('writes numbers as numbers, keeps negative numbers, blanks null and undefined', () => {
    expect(toCsv([[-15, 87, 0.5, null, undefined, Number.NaN]])).toBe('-15,87,0.5,,,');
  });

  it('neutralises formulas before quoting', () => {
    expect(toCsv([['=HYPERLINK("http://x","y")', '-15']])).toBe(`"'=HYPERLINK(""http://x"",""y"")",-15`);
  });

  it('adds the UTF-8 BOM only when asked', () => {
    expect(toCsv([['a']], { bom: true })).toBe(`${CSV_BOM}a`);
    expect(toCsv([['a']]).startsWith(CSV_BOM)).toBe(false);
  });

  it('rejects cells it cannot write faithfully, naming the cell', () => {
    const rows = [['ok', new Date(0)]] as unknown as string[][];
    expect(() => toCsv(rows)).toThrow('toCsv: cell [0][1] is a Date; convert it to a string or number first');
    expect(() => toCsv(['a'] as unknown as string[][])).toThrow('toCsv: row 0 is not an array');
  });
});
