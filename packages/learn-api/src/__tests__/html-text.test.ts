import { describe, expect, it } from 'vitest';
import { NEVER_TEXT, tidyText } from '../html-text.ts';

describe('tidyText', () => {
  it.each([
    ['collapses spaces and trims each line', '  a \t b  \n  c ', 'a b\nc'],
    ['drops empty lines', 'a\n\n \n\nb', 'a\nb'],
    [
      'drops soft hyphens, zero-width characters and byte order marks',
      'photo\u00adsyn\u200bthe\u2060sis\ufeff!',
      'photosynthesis!',
    ],
    ['keeps no-break spaces as spaces', 'a\u00a0 b', 'a b'],
  ])('%s', (_name, raw, expected) => {
    expect(tidyText(raw)).toBe(expected);
  });

  it('names the elements that are never text', () => {
    expect(NEVER_TEXT).toEqual(['script', 'style', 'noscript', 'template', 'head', 'svg', 'math', 'iframe', 'object']);
  });
});
