import { describe, expect, it } from 'vitest';
import { evaluateStudent, readSchema, type FinalGradeFacts, type StudentFacts } from '../evaluate.ts';
import type { ItemFacts } from '../sub-rules.ts';
import { DEFAULT_MAPPING, type HurdleRules, type MappingRow, type SubRule } from '../types.ts';

const EXAM = '_10_1';
const LAB = '_11_1';
const titles = { [EXAM]: 'Final exam', [LAB]: 'Lab report' };
const examBelow50: SubRule = { id: 'a', type: 'SCORE_BELOW_PERCENT', contentId: EXAM, thresholdPercent: 50 };
const labMissing: SubRule = { id: 'b', type: 'NOT_SUBMITTED', contentId: LAB };
const rules = (
  subRules: SubRule[],
  logic: 'AND' | 'OR' = 'AND',
  mapping: readonly MappingRow[] = DEFAULT_MAPPING,
): HurdleRules => ({
  subRules,
  logic,
  mapping,
});
const exam = (score: number): ItemFacts => ({ possible: 100, grade: { score }, attempts: [{ status: 'Completed' }] });
const labDone: ItemFacts = { possible: 20, grade: { score: 15 }, attempts: [{ status: 'Completed' }] };
const labNone: ItemFacts = { possible: 20, attempts: [] };
const final = (text: string | null, extra: Partial<FinalGradeFacts> = {}): FinalGradeFacts => ({
  columnId: '_99_1',
  text,
  overridden: false,
  ...extra,
});
const student = (finalGrade: FinalGradeFacts | undefined, items: StudentFacts['items']): StudentFacts => ({
  userId: '_5_1',
  userName: 'ava',
  name: 'Ava Thompson',
  finalGrade,
  items,
});

describe('readSchema (spec 002 §5)', () => {
  it.each([
    [final('5'), { schema: 5, source: 'text' }],
    [final('5', { notationCode: '3xx' }), { schema: 5, source: 'text' }],
    [final('Grade Hurdle Adjust to 3', { notationCode: '3xx' }), { schema: 3, source: 'notation' }],
    [final('85.5'), undefined],
    [final(null, { notationCode: 'INC' }), undefined],
  ])('%j -> %j', (grade, expected) => {
    expect(readSchema(grade)).toEqual(expected);
  });
});

describe('evaluateStudent: spec 002 §4, table of cases', () => {
  it.each([
    [
      'rule passes (AND, both true): 5 maps to 3',
      rules([examBelow50, labMissing]),
      student(final('5'), { [EXAM]: exam(42), [LAB]: labNone }),
      { rulePass: true, originalSchema: 5, adjustedSchema: 3 },
      "'Final exam': 42% < 50% (rule passes); AND 'Lab report' not submitted (rule passes) -> hurdle applies: 5 maps to 3",
    ],
    [
      'AND with one false: unchanged',
      rules([examBelow50, labMissing]),
      student(final('5'), { [EXAM]: exam(42), [LAB]: labDone }),
      { rulePass: false, originalSchema: 5, adjustedSchema: 5 },
      "'Final exam': 42% < 50% (rule passes); AND 'Lab report' submitted (rule does not pass) -> hurdle does not apply: 5 stays 5",
    ],
    [
      'OR with one true: 6 maps to 3',
      rules([examBelow50, labMissing], 'OR'),
      student(final('6'), { [EXAM]: exam(80), [LAB]: labNone }),
      { rulePass: true, originalSchema: 6, adjustedSchema: 3 },
      "'Final exam': 80% ≥ 50% (rule does not pass); OR 'Lab report' not submitted (rule passes) -> hurdle applies: 6 maps to 3",
    ],
    [
      'score exactly at the threshold: does not apply',
      rules([examBelow50]),
      student(final('4'), { [EXAM]: exam(50) }),
      { rulePass: false, adjustedSchema: 4 },
      "'Final exam': 50% ≥ 50% (rule does not pass) -> hurdle does not apply: 4 stays 4",
    ],
    [
      'no sub-rules: false, unchanged',
      rules([]),
      student(final('7'), {}),
      { rulePass: false, originalSchema: 7, adjustedSchema: 7 },
      'No sub-rules -> hurdle does not apply: 7 stays 7',
    ],
    [
      'overridden: adjusted equals the current schema even when the rule passes',
      rules([labMissing]),
      student(final('6', { overridden: true }), { [LAB]: labNone }),
      { rulePass: true, overridden: true, originalSchema: 6, adjustedSchema: 6 },
      "'Lab report' not submitted (rule passes) -> Final grade overridden: 6 stays 6",
    ],
    [
      'missing schema: no adjusted schema',
      rules([labMissing]),
      student(final('85.5'), { [LAB]: labNone }),
      { rulePass: true, originalSchema: undefined, adjustedSchema: undefined },
      "'Lab report' not submitted (rule passes) -> Final grade '85.5' is not a schema code 1-7: nothing to adjust",
    ],
    [
      'no final grade at all',
      rules([labMissing]),
      student(undefined, { [LAB]: labNone }),
      { rulePass: true, finalGradeColumnId: undefined, adjustedSchema: undefined },
      "'Lab report' not submitted (rule passes) -> No final grade",
    ],
    [
      'schema 1 maps to 1',
      rules([labMissing]),
      student(final('1'), { [LAB]: labNone }),
      { rulePass: true, adjustedSchema: 1 },
      "'Lab report' not submitted (rule passes) -> hurdle applies: 1 maps to 1 (no change)",
    ],
    [
      'a gap in the mapping leaves the grade',
      rules([labMissing], 'AND', [
        { fromMin: 4, fromMax: 7, to: 3 },
        { fromMin: 1, fromMax: 2, to: 1 },
      ]),
      student(final('3'), { [LAB]: labNone }),
      { rulePass: true, adjustedSchema: 3 },
      "'Lab report' not submitted (rule passes) -> hurdle applies, but no mapping row covers 3: stays 3",
    ],
    [
      'a mapping that would raise is not applied',
      rules([labMissing], 'AND', [{ fromMin: 1, fromMax: 7, to: 4 }]),
      student(final('2'), { [LAB]: labNone }),
      { rulePass: true, adjustedSchema: 2 },
      "'Lab report' not submitted (rule passes) -> hurdle applies, but the mapping would raise 2 to 4: stays 2",
    ],
    [
      'a schema read from our notation is not lowered again',
      rules([labMissing]),
      student(final('Grade Hurdle Adjust to 3', { notationCode: '3xx', notationId: '_7_1' }), { [LAB]: labNone }),
      { rulePass: true, originalSchema: 3, schemaSource: 'notation', adjustedSchema: 3 },
      "'Lab report' not submitted (rule passes) -> Schema 3 read from grade notation 3xx (already adjusted): stays 3",
    ],
    [
      'an item without gradebook column cannot make AND pass',
      rules([labMissing, examBelow50]),
      student(final('5'), { [LAB]: labNone }),
      { rulePass: false, adjustedSchema: 5 },
      "'Lab report' not submitted (rule passes); AND 'Final exam': no gradebook column, cannot be checked (rule does not pass) -> hurdle does not apply: 5 stays 5",
    ],
  ] as const)('%s', (_label, r, facts, expected, explanation) => {
    const evaluation = evaluateStudent(r, titles, facts);
    expect(evaluation).toMatchObject({ userId: '_5_1', userName: 'ava', name: 'Ava Thompson' });
    // undefined in the table means "absent": compared field by field.
    for (const [key, value] of Object.entries(expected))
      expect(evaluation[key as keyof typeof evaluation]).toEqual(value);
    expect(evaluation.explanation).toBe(explanation);
  });

  it('carries the spec §3 result fields', () => {
    const e = evaluateStudent(
      rules([labMissing]),
      titles,
      student(final('5', { notationId: '_8_1', notationCode: 'INC' }), { [LAB]: labNone }),
    );
    expect(e).toMatchObject({
      finalGradeColumnId: '_99_1',
      overridden: false,
      rulePass: true,
      originalSchema: 5,
      adjustedSchema: 3,
      currentNotationId: '_8_1',
      currentNotationCode: 'INC',
    });
  });

  it('names a sub-rule whose item is gone generically', () => {
    const e = evaluateStudent(
      rules([{ id: 'x', type: 'NOT_SUBMITTED', contentId: '_404_1' }]),
      titles,
      student(final('5'), {}),
    );
    expect(e.explanation).toBe(
      "'a removed item': no gradebook column, cannot be checked (rule does not pass) -> hurdle does not apply: 5 stays 5",
    );
  });
});
