import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../sentences.ts';
import { allowedDistance, correctSpelling, editDistance } from '../spelling.ts';
import { stem, tokenize } from '../words.ts';

describe('words', () => {
  it('tokenizes course text and questions the same way', () => {
    expect(tokenize("The syllabus's 1,500-word essay at 400x: 0.45 mm, mid-semester")).toEqual([
      'the', 'syllabus', '1500', 'word', 'essay', 'at', '400', 'x', '0.45', 'mm', 'mid', 'semester',
    ]); // prettier-ignore
  });

  it('stems British and American spellings alike, and number words as digits', () => {
    expect(stem('penalised')).toBe(stem('penalized'));
    expect(stem('analyse')).toBe(stem('analyze'));
    expect(stem('submissions')).toBe(stem('submission'));
    expect(stem('three')).toBe('3');
    expect(stem('first')).toBe('1');
  });
});

describe('spelling', () => {
  const course = new Map([
    ['penalty', 5],
    ['assignments', 3],
    ['laboratory', 4],
    ['miss', 2],
    ['marks', 9],
  ]);
  it.each([
    ['penality', 'penalty'],
    ['assignmnets', 'assignments'],
    ['labratory', 'laboratory'],
    ['mis', 'miss'],
  ])('corrects %s to the course word %s', (typo, word) => {
    expect(correctSpelling(typo, course)).toBe(word);
  });

  it('leaves words with nothing near enough, and never corrects one- or two-letter words', () => {
    expect(correctSpelling('wifi', course)).toBeUndefined();
    expect(allowedDistance('ab')).toBe(0);
    expect(editDistance('recieve', 'receive', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('sentencesOf', () => {
  it('splits at sentence ends, never after an abbreviation, an initial or a list number', () => {
    expect(
      sentencesOf(
        'Contact Dr. Ellis, e.g. by email. A. Crosby wrote it.\n1. Why are cells small? Explain.\nFinal Exam — Weight: 20%',
      ),
    ).toEqual([
      'Contact Dr. Ellis, e.g. by email.',
      'A. Crosby wrote it.',
      '1. Why are cells small?',
      'Explain.',
      'Final Exam — Weight: 20%',
    ]);
  });
});
