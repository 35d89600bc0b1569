import { describe, expect, it } from 'vitest';
import { clampSchema, notationCodeFor, schemaFromNotationCode, schemaFromText } from '../schema-code.ts';

describe('schemaFromText (spec 002 §5: a single digit 1-7)', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    [' 5 ', 5],
    ['0', undefined],
    ['8', undefined],
    ['55', undefined],
    ['5.0', undefined],
    ['A', undefined],
    ['Grade Hurdle Adjust to 3', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (text, expected) => {
    expect(schemaFromText(text)).toBe(expected);
  });
});

describe('schemaFromNotationCode (spec 002 §5: a digit followed by xx)', () => {
  it.each([
    ['1xx', 1],
    ['3xx', 3],
    ['7XX', 7],
    ['8xx', undefined],
    ['0xx', undefined],
    ['3x', undefined],
    ['33xx', undefined],
    ['INC', undefined],
    [null, undefined],
  ])('%j -> %j', (code, expected) => {
    expect(schemaFromNotationCode(code)).toBe(expected);
  });

  it('names the notation of each schema code', () => {
    expect([1, 2, 3, 7].map(notationCodeFor)).toEqual(['1xx', '2xx', '3xx', '7xx']);
  });
});

describe('clampSchema (spec 002 §5: mapping values clamped to 1-7)', () => {
  it.each([
    [0, 1],
    [-4, 1],
    [1, 1],
    [7, 7],
    [9, 7],
    [3.4, 3],
    [3.5, 4],
    ['5', 5],
    ['', 4],
    ['abc', 4],
    [Number.NaN, 4],
    [Number.POSITIVE_INFINITY, 4],
    [null, 1],
  ])('%j -> %j (fallback 4)', (value, expected) => {
    expect(clampSchema(value, 4)).toBe(expected);
  });
});
