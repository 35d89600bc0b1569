import { describe, expect, it } from 'vitest';
import { decisiveAttempt } from '../attempts.ts';
import { RULE_MESSAGES } from '../messages.ts';
import { offeredRules, parseOverride, ruleOf, validateRules } from '../rules.ts';

describe('validateRules', () => {
  it('reports label, duplicate code and status errors by row', () => {
    const errors = validateRules([
      { Code: 'a', Label: '10% penalty each day late', Status: 'Active' },
      { Code: 'b', Label: '', Status: 'Active' },
      { Code: 'dup', Label: '2 points penalty each day late', Status: 'Inactive' },
      { Code: 'DUP', Label: '3 points penalty each day late', Status: 'Active' },
      { Code: 'c', Label: '5 points penalty each day late', Status: 'Maybe' },
    ]);
    expect([...errors.entries()]).toEqual([
      [1, { label: 'Required' }],
      [2, { label: RULE_MESSAGES.unrecognized }],
      [3, { label: RULE_MESSAGES.unrecognized }],
      [4, { status: 'Status must be Active or Inactive.' }],
    ]);
  });
});

describe('offeredRules', () => {
  it('keeps Active rules sorted by SortOrder then label', () => {
    const rules = offeredRules([
      { Code: 'z', Label: 'Zeta', Status: 'Active' },
      { Code: 'a', Label: 'Alpha', Status: 'Active' },
      { Code: 'i', Label: 'Inactive one', Status: 'Inactive', SortOrder: 0 },
      { Code: 's', Label: 'Sorted second', Status: 'Active', SortOrder: 2 },
      { Code: 'f', Label: 'Sorted first', Status: 'Active', SortOrder: 1 },
    ] as const);
    expect(rules.map((r) => r.Code)).toEqual(['f', 's', 'a', 'z']);
  });

  it('ruleOf returns null for unparseable labels and missing records', () => {
    expect(ruleOf({ Label: 'nonsense' })).toBeNull();
    expect(ruleOf(undefined)).toBeNull();
    expect(ruleOf({ Label: '10% penalty each day late' })).toEqual({ kind: 'percent-daily', percent: 10 });
  });
});

describe('parseOverride', () => {
  it.each([
    ['', { ok: true, value: null }],
    ['0', { ok: true, value: 0 }],
    [' 2.345 ', { ok: true, value: 2.35 }],
    ['-1', { ok: false, error: 'Enter a non-negative number.' }],
    ['abc', { ok: false, error: 'Enter a non-negative number.' }],
    ['Infinity', { ok: false, error: 'Enter a non-negative number.' }],
  ])('%j', (text, expected) => {
    expect(parseOverride(text)).toEqual(expected);
  });
});

describe('decisiveAttempt', () => {
  it('takes the earliest submitted attempt (attemptDate, else created) and skips unsubmitted ones', () => {
    const a = { id: '1', attemptDate: '2026-03-12T00:00:00Z', status: 'Completed' };
    const b = { id: '2', created: '2026-03-11T00:00:00Z', status: 'NeedsGrading' };
    const c = { id: '3', attemptDate: '2026-03-01T00:00:00Z', status: 'InProgress' };
    expect(decisiveAttempt([a, b, c])?.id).toBe('2');
    expect(decisiveAttempt([c])).toBeNull();
    expect(decisiveAttempt([])).toBeNull();
  });
});
