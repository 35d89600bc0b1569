import { describe, expect, it } from 'vitest';
import type { Evaluation } from '../evaluate.ts';
import { isHurdleNotation, planWrite, summarisePlans, type Notation } from '../write-back.ts';

const NOTATIONS: Notation[] = [
  { id: '_n1_1', code: '1xx' },
  { id: '_n2_1', code: '2xx' },
  { id: '_n3_1', code: '3XX' },
  { id: '_inc_1', code: 'INC' },
];
const evaluation = (extra: Partial<Evaluation>): Evaluation => ({
  userId: '_5_1',
  userName: 'ava',
  name: 'Ava',
  finalGradeColumnId: '_99_1',
  overridden: false,
  rulePass: true,
  originalSchema: 5,
  schemaSource: 'text',
  adjustedSchema: 3,
  currentNotationId: null,
  currentNotationCode: null,
  subRules: [],
  explanation: '',
  ...extra,
});
const write = (
  notationId: string | null,
  notationCode: string | null,
  previousNotationId: string | null,
  from = 5,
  to = 3,
) => ({
  kind: 'write',
  userId: '_5_1',
  columnId: '_99_1',
  notationId,
  notationCode,
  previousNotationId,
  from,
  to,
});

describe('planWrite: spec 002 §4 skip reasons and idempotency', () => {
  it.each([
    ['lowered 5 -> 3: sets 3xx (codes match in any case)', {}, write('_n3_1', '3XX', null)],
    ['lowered 2 -> 1: sets 1xx', { originalSchema: 2, adjustedSchema: 1 }, write('_n1_1', '1xx', null, 2, 1)],
    [
      'already 3xx: nothing to write (a second run writes nothing)',
      { currentNotationId: '_n3_1', currentNotationCode: '3XX' },
      { kind: 'unchanged', userId: '_5_1' },
    ],
    [
      '2xx from an earlier mapping: replaced by 3xx',
      { currentNotationId: '_n2_1', currentNotationCode: '2xx' },
      write('_n3_1', '3XX', '_n2_1'),
    ],
    [
      'not lowered, no notation: nothing',
      { rulePass: false, adjustedSchema: 5 },
      { kind: 'unchanged', userId: '_5_1' },
    ],
    [
      'not lowered any more, our 3xx still there: removed',
      { rulePass: false, adjustedSchema: 5, currentNotationId: '_n3_1', currentNotationCode: '3XX' },
      write(null, null, '_n3_1', 5, 5),
    ],
    [
      'not lowered, the instructor’s own INC: left alone',
      { rulePass: false, adjustedSchema: 5, currentNotationId: '_inc_1', currentNotationCode: 'INC' },
      { kind: 'unchanged', userId: '_5_1' },
    ],
    [
      'mapped to itself (1 -> 1): nothing',
      { originalSchema: 1, adjustedSchema: 1 },
      { kind: 'unchanged', userId: '_5_1' },
    ],
    [
      'schema read from our notation: left as it is',
      {
        schemaSource: 'notation',
        originalSchema: 3,
        adjustedSchema: 3,
        currentNotationId: '_n3_1',
        currentNotationCode: '3XX',
      },
      { kind: 'unchanged', userId: '_5_1' },
    ],
    ['overridden', { overridden: true, adjustedSchema: 5 }, { kind: 'skip', userId: '_5_1', reason: 'overridden' }],
    [
      'no adjusted schema',
      { originalSchema: undefined, adjustedSchema: undefined },
      { kind: 'skip', userId: '_5_1', reason: 'noAdjustedSchema' },
    ],
    [
      'no matching notation (4xx does not exist)',
      { originalSchema: 6, adjustedSchema: 4 },
      { kind: 'skip', userId: '_5_1', reason: 'noMatchingNotation' },
    ],
    [
      'no final grade column (checked first)',
      { finalGradeColumnId: undefined, originalSchema: undefined, adjustedSchema: undefined, overridden: true },
      { kind: 'skip', userId: '_5_1', reason: 'noFinalGradeColumn' },
    ],
  ] as const)('%s', (_label, extra, expected) => {
    expect(planWrite(evaluation(extra), NOTATIONS)).toEqual(expected);
  });

  it('tells our notations from the instructor’s own', () => {
    expect(['1xx', '7XX', 'INC', 'EXM', '8xx', null].map(isHurdleNotation)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('counts writes, unchanged and each skip reason', () => {
    const plans = [
      planWrite(evaluation({}), NOTATIONS),
      planWrite(evaluation({ currentNotationId: '_n3_1', currentNotationCode: '3xx' }), NOTATIONS),
      planWrite(evaluation({ overridden: true }), NOTATIONS),
      planWrite(evaluation({ overridden: true }), NOTATIONS),
      planWrite(evaluation({ adjustedSchema: undefined }), NOTATIONS),
      planWrite(evaluation({ adjustedSchema: 4 }), NOTATIONS),
      planWrite(evaluation({ finalGradeColumnId: undefined }), NOTATIONS),
    ];
    const summary = summarisePlans(plans);
    expect(summary.writes).toHaveLength(1);
    expect(summary.unchanged).toBe(1);
    expect(summary.skipped).toEqual({
      overridden: 2,
      noAdjustedSchema: 1,
      noMatchingNotation: 1,
      noFinalGradeColumn: 1,
    });
  });
});
