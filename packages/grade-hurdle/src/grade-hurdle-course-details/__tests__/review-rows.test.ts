import { toCsv } from '@tools/ui';
import { describe, expect, it } from 'vitest';
import type { Evaluation, WritePlan } from '../../domain/index.ts';
import { messages } from '../../messages.ts';
import { csvFileName, filterRows, planText, reviewCsv, ruleMeaning, type ReviewRow } from '../review-rows.ts';

const m = messages.en_US;
const evaluation = (extra: Partial<Evaluation> = {}): Evaluation => ({
  userId: '_1_1',
  userName: 'ava',
  name: 'Ava Thompson',
  overridden: false,
  rulePass: true,
  originalSchema: 5,
  adjustedSchema: 3,
  finalGradeColumnId: '_9_1',
  subRules: [],
  explanation: "'Lab' not submitted (rule passes) -> hurdle applies: 5 maps to 3",
  ...extra,
});
const write: WritePlan = {
  kind: 'write',
  userId: '_1_1',
  columnId: '_9_1',
  notationId: '_3_1',
  notationCode: '3xx',
  previousNotationId: null,
  from: 5,
  to: 3,
};

describe('review rows', () => {
  it.each([
    [write, evaluation(), 'Set 3xx (5 → 3)'],
    [
      { ...write, notationId: null, notationCode: null, to: 5 },
      evaluation({ currentNotationCode: '3xx' }),
      'Remove 3xx (5 stays)',
    ],
    [{ kind: 'unchanged', userId: '_1_1' }, evaluation(), 'No change'],
    [{ kind: 'skip', userId: '_1_1', reason: 'overridden' }, evaluation(), 'Skipped: overridden'],
    [{ kind: 'skip', userId: '_1_1', reason: 'noAdjustedSchema' }, evaluation(), 'Skipped: no adjusted schema'],
    [
      { kind: 'skip', userId: '_1_1', reason: 'noMatchingNotation' },
      evaluation({ adjustedSchema: 4 }),
      'Skipped: no matching notation (4xx)',
    ],
    [{ kind: 'skip', userId: '_1_1', reason: 'noFinalGradeColumn' }, evaluation(), 'Skipped: no finalGrade column'],
  ] as const)('%j -> %s', (plan, e, text) => {
    expect(planText(plan as WritePlan, e, m)).toBe(text);
  });

  it('writes the CSV of the shown rows with formula injection neutralised', () => {
    const rows: ReviewRow[] = [
      {
        evaluation: evaluation({ name: '=HYPERLINK("http://evil.example","x")', userName: '@ava' }),
        plan: write,
        writeBack: 'Set 3xx (5 → 3)',
      },
    ];
    expect(toCsv(reviewCsv(rows, m))).toBe(
      [
        'Name,User Name,Original Schema,Overridden,Rule Result,Adjusted Schema,Explanation,Write-back',
        `"'=HYPERLINK(""http://evil.example"",""x"")",'@ava,5,No,Passes,3,'Lab' not submitted (rule passes) -> hurdle applies: 5 maps to 3,Set 3xx (5 → 3)`,
      ].join('\r\n'),
    );
  });

  it('filters on any shown text and on "changes only"', () => {
    const rows: ReviewRow[] = [
      { evaluation: evaluation(), plan: write, writeBack: 'Set 3xx (5 → 3)' },
      {
        evaluation: evaluation({ userId: '_2_1', name: 'Liam Patel', userName: 'liam' }),
        plan: { kind: 'unchanged', userId: '_2_1' },
        writeBack: 'No change',
      },
    ];
    expect(filterRows(rows, 'LIAM', false, m).map((r) => r.evaluation.name)).toEqual(['Liam Patel']);
    expect(filterRows(rows, '', true, m).map((r) => r.evaluation.name)).toEqual(['Ava Thompson']);
    expect(filterRows(rows, 'set 3xx', false, m)).toHaveLength(1);
  });

  it('names the file after the course and a file-name-safe UTC time', () => {
    expect(csvFileName('_12_1', new Date('2026-03-10T14:05:09.123Z'))).toBe(
      'grade-hurdle__12_1_2026-03-10T14-05-09Z.csv',
    );
  });
});

describe("beside 'Passes': what it does to the grade", () => {
  it.each([
    [evaluation(), 'hurdle applies: grade lowered 5 → 3'],
    [evaluation({ adjustedSchema: 5 }), 'hurdle applies, but the grade stays 5'],
    [
      evaluation({ overridden: true, adjustedSchema: 5 }),
      'hurdle applies, but the final grade is overridden, so it is kept',
    ],
    [
      evaluation({ originalSchema: undefined, adjustedSchema: undefined }),
      'hurdle applies, but there is no final grade to lower',
    ],
    [evaluation({ rulePass: false, adjustedSchema: 5 }), 'hurdle does not apply: grade kept'],
  ])('%# %s', (e, text) => {
    expect(ruleMeaning(e, m)).toBe(text);
  });
});
