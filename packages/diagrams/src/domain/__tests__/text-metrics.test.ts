import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, textWidth, wrapText } from '../text-metrics.ts';

describe('text metrics', () => {
  it('measures like Helvetica: wide capitals, narrow i/l, bold a little wider', () => {
    expect(textWidth('WWW', 10)).toBeGreaterThan(textWidth('iii', 10) * 3);
    expect(textWidth('Data', 14, true)).toBeGreaterThan(textWidth('Data', 14));
  });

  it('keeps text that fits and shortens text that does not with "..."', () => {
    expect(fitText('Library', 200, 14)).toBe('Library');
    const fitted = fitText('National Student Clearinghouse Reporting Extract', 150, 14);
    expect(fitted.endsWith('...')).toBe(true);
    expect(textWidth(fitted, 14)).toBeLessThanOrEqual(150);
  });

  it('wraps at word boundaries into the allowed number of lines', () => {
    expect(wrapText('National Student Clearinghouse', 154, 14, 2)).toEqual(['National Student', 'Clearinghouse']);
    expect(wrapText('Bookstore', 154, 14, 2)).toEqual(['Bookstore']);
  });

  it('never returns lines wider than the box or more lines than allowed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 40, max: 400 }),
        fc.integer({ min: 1, max: 3 }),
        (text, width, lines) => {
          const out = wrapText(text, width, 14, lines);
          expect(out.length).toBeLessThanOrEqual(lines);
          for (const line of out) expect(textWidth(line, 14)).toBeLessThanOrEqual(width);
        },
      ),
    );
  });
});
