import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TERMS, searchTerms, toTsQueryText } from '../search-query.ts';

describe('searchTerms', () => {
  it.each([
    ['What is the late policy?', ['late', 'policy']],
    ['How do I pass the hurdle for BIO101?', ['pass', 'hurdle', 'bio101']],
    ["What's in the syllabus's grading section?", ['syllabus', 'grading', 'section']],
    ['Can you tell me please: when is it?', []],
    ['late-penalty & hurdle | !exam:* (quiz)', ['late', 'penalty', 'hurdle', 'exam', 'quiz']],
    ["'; drop table chat_chunks; --", ['drop', 'table', 'chat', 'chunks']],
    ['Late LATE late', ['late']],
    ['Lab 2 due at 5 pm?', ['lab', '2', 'due', '5', 'pm']],
    [
      'Qu’est-ce que la mitose? Zellatmung „Mitochondrien“',
      ['qu', 'est', 'ce', 'que', 'la', 'mitose', 'zellatmung', 'mitochondrien'],
    ],
    ['ＦＵＬＬ－ＷＩＤＴＨ text', ['full', 'width', 'text']],
    ['', []],
  ])('%s', (question, terms) => {
    expect(searchTerms(question)).toEqual(terms);
  });

  it('bounds the number of terms and their length', () => {
    const long = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    expect(searchTerms(long)).toHaveLength(MAX_QUERY_TERMS);
    expect(searchTerms('x'.repeat(500))[0]).toHaveLength(64);
  });
});

describe('toTsQueryText', () => {
  it.each([
    [['late', 'policy'], "'late' | 'policy'"],
    [['one'], "'one'"],
    [[], ''],
    // Even terms that did not come from searchTerms cannot carry syntax.
    [["it's", 'a&b', "'", ':*'], "'its' | 'ab'"],
  ])('%j', (terms, text) => {
    expect(toTsQueryText(terms)).toBe(text);
  });
});
