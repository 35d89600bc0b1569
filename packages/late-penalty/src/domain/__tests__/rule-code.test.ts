import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CODE_LENGTH, slugify, uniqueCode } from '../rule-code.ts';

describe('rule codes', () => {
  it.each([
    ['10% penalty each day late', '10-percent-penalty-each-day-late'],
    ['5 Points penalty each day late for a max of 20 points', '5-points-penalty-each-day-late-for-a-max-of-20-points'],
    ['2.5 points penalty if more than 3 days late', '2-5-points-penalty-if-more-than-3-days-late'],
    ['***', 'rule'],
  ])('slug of %j', (label, code) => {
    expect(slugify(label)).toBe(code);
  });

  it('is at most 60 characters and never ends with a dash', () => {
    const code = slugify('5 points penalty each day late for a max of 20 points and then some more words');
    expect(code.length).toBeLessThanOrEqual(MAX_CODE_LENGTH);
    expect(code).not.toMatch(/-$/);
  });

  it('adds a numeric suffix when the code is taken', () => {
    expect(uniqueCode('10% penalty each day late', [])).toBe('10-percent-penalty-each-day-late');
    expect(uniqueCode('10% penalty each day late', ['10-percent-penalty-each-day-late'])).toBe(
      '10-percent-penalty-each-day-late-2',
    );
    expect(
      uniqueCode('10 %  penalty each day late', [
        '10-percent-penalty-each-day-late',
        '10-percent-penalty-each-day-late-2',
      ]),
    ).toBe('10-percent-penalty-each-day-late-3');
  });

  it('keeps suffixed codes within 60 characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: 0, max: 12 }), (label, n) => {
        const taken: string[] = [];
        for (let i = 0; i <= n; i += 1) taken.push(uniqueCode(label, taken));
        expect(new Set(taken).size).toBe(taken.length);
        for (const code of taken) expect(code.length).toBeLessThanOrEqual(MAX_CODE_LENGTH);
      }),
    );
  });
});
