import { describe, expect, it } from 'vitest';
import { articleQuery, gradeText, instructionsOf, isPrimaryId, percentOf, tutorTables } from '../index.ts';

describe('tutorTables', () => {
  const columns = [
    { id: 'c1', name: 'Essay', contentId: '_1_1', score: { possible: 100 } },
    { id: 'c2', name: 'Lab', score: { possible: 20 } },
    { id: 'c3', name: 'Overall Grade', score: { possible: 100 } },
    { id: 'c4', name: 'Quiz', contentId: '_4_1', score: { possible: 10 } },
    { id: 'c5', name: 'Bonus', score: { possible: 0 } },
    { id: 'c6', name: 'Edge high', score: { possible: 100 } },
    { id: 'c7', name: 'Edge low', score: { possible: 100 } },
  ];
  it('splits at > 90 and < 75 percent, excludes Overall Grade and ungraded columns, sorts by name', () => {
    const { high, low } = tutorTables(
      [
        { columnId: 'c1', score: 94 },
        { columnId: 'c2', score: 19 },
        { columnId: 'c3', score: 99 },
        { columnId: 'c4', score: 7 },
        { columnId: 'c5', score: 95 },
        { columnId: 'c6', score: 90 },
        { columnId: 'c7', score: 75 },
        { columnId: 'c9', score: null, status: 'NeedsGrading' },
        { score: 50 },
      ],
      columns,
    );
    expect(high).toEqual([
      { columnId: 'c5', columnName: 'Bonus', contentId: undefined, percent: 95 },
      { columnId: 'c1', columnName: 'Essay', contentId: '_1_1', percent: 94 },
      { columnId: 'c2', columnName: 'Lab', contentId: undefined, percent: 95 },
    ]);
    expect(low).toEqual([{ columnId: 'c4', columnName: 'Quiz', contentId: '_4_1', percent: 70 }]);
  });

  it('excludes Overall Grade whatever its case or spacing', () => {
    const { high } = tutorTables(
      [{ columnId: 'x', score: 99 }],
      [{ id: 'x', name: ' overall grade ', score: { possible: 100 } }],
    );
    expect(high).toEqual([]);
  });
});

describe('grade helpers', () => {
  it.each([
    [19, 20, 95],
    [7, 10, 70],
    [94, undefined, 94],
    [94, 0, 94],
    [null, 100, null],
    [undefined, 100, null],
  ])('percentOf(%s, %s) = %s', (score, possible, expected) => {
    expect(percentOf(score, possible)).toBe(expected);
  });

  it('formats a percent, or says there is no grade', () => {
    expect(gradeText(95, 'No Grade Available')).toBe('95%');
    expect(gradeText(200 / 3, 'No Grade Available')).toBe('66.67%');
    expect(gradeText(null, 'No Grade Available')).toBe('No Grade Available');
  });

  it.each([
    ['Quiz 1: Cell Biology', 'Cell Biology'],
    ['Lab Report 2', 'Lab Report'],
    ['Research Essay', 'Research Essay'],
    ['Unit 3 - 12', 'Unit 3'],
    ['42', '42'],
  ])('articleQuery(%s) = %s', (name, query) => {
    expect(articleQuery(name)).toBe(query);
  });

  it('recognises primary ids', () => {
    expect(isPrimaryId('_12_1')).toBe(true);
    expect(isPrimaryId('0b1c2d3e4f5a46b7a8b9c0d1e2f3a101')).toBe(false);
  });
});

describe('instructionsOf', () => {
  it('prefers test instructions, then the detail body, then the item body', () => {
    const test = 'resource/x-bb-asmt-test-link';
    expect(
      instructionsOf({
        contentHandler: { id: test },
        contentDetail: { [test]: { test: { assessment: { instructions: { rawText: '<p>30 minutes</p>' } } } } },
      }),
    ).toBe('<p>30 minutes</p>');
    expect(
      instructionsOf({
        contentHandler: { id: 'resource/x-bb-assignment' },
        contentDetail: { 'resource/x-bb-assignment': { body: { rawText: '<p>Write</p>' } } },
      }),
    ).toBe('<p>Write</p>');
    expect(instructionsOf({ body: '<p>Plain</p>' })).toBe('<p>Plain</p>');
    expect(instructionsOf({})).toBe('');
  });
});
