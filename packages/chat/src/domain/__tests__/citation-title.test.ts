import { describe, expect, it } from 'vitest';
import { CITATION_TITLE_MAX, truncateCitationTitle } from '../citation-title.ts';

describe('truncateCitationTitle (spec 002 §7: 30 characters)', () => {
  it.each([
    ['Syllabus', 'Syllabus'],
    ['Exactly thirty characters long', 'Exactly thirty characters long'],
    ['Week 1: The Cell — Reading: Cell Structure', 'Week 1: The Cell — Reading: C…'],
    ['Thirty-one characters long, yes', 'Thirty-one characters long, y…'],
    ['abcdefghijklmnopqrstuvwxyzab cdef', 'abcdefghijklmnopqrstuvwxyzab…'],
    ['  Extra   inner   spaces  ', 'Extra inner spaces'],
    ['Café naïve résumé — 🧬 DNA 🧬 🧬 and more text', 'Café naïve résumé — 🧬 DNA 🧬 🧬…'],
    ['', ''],
  ])('%j', (title, shown) => {
    expect(truncateCitationTitle(title)).toBe(shown);
    expect([...new Intl.Segmenter().segment(shown)].length).toBeLessThanOrEqual(CITATION_TITLE_MAX);
  });
});
