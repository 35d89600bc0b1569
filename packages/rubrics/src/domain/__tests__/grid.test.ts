import { describe, expect, it } from 'vitest';
import { rubricGrid } from '../grid.ts';
import { transformedOf } from './fixtures.ts';

const essay = transformedOf('custom-points').get('Research Essay')!.body!;

describe('rubricGrid', () => {
  it('lays out criteria x levels with points, criteria in the D2L order', () => {
    const grid = rubricGrid(essay);
    expect(grid.title).toBe('Research Essay');
    expect(grid.rubricType).toBe('Numeric');
    expect(grid.description).toBe('Used for the week 6 research essay.');
    expect(grid.columns.map((c) => c.header)).toEqual(['Not yet', 'Developing', 'Proficient', 'Exemplary']);
    expect(grid.rows.map((r) => [r.header, r.points, r.cells.map((c) => c.points)])).toEqual([
      ['Thesis', 5, [0, 2.5, 4, 5]],
      ['Use of sources', 3, [0, 1.2, 2.4, 3]],
      ['Referencing (Chicago style)', 2, [0, 0.5, 1, 2]],
    ]);
    expect(grid.rows[0]!.cells[1]).toEqual({
      columnId: 'column-2',
      points: 2.5,
      description: 'A claim is made but it is vague.\n(2-3 marks)',
    });
    expect(grid.totalPoints).toBe(10);
  });

  it('lines cells up with columns even when the body lists them in another order', () => {
    const reordered = { ...essay, columns: [...essay.columns].reverse(), cells: [...essay.cells].reverse() };
    const grid = rubricGrid(reordered);
    expect(grid.columns.map((c) => c.header)).toEqual(['Not yet', 'Developing', 'Proficient', 'Exemplary']);
    expect(grid.rows[0]!.cells.map((c) => c.points)).toEqual([0, 2.5, 4, 5]);
  });

  it('has no points for a Nonnumeric rubric', () => {
    const grid = rubricGrid(transformedOf('course-rubrics').get('Discussion Participation')!.body!);
    expect(grid.totalPoints).toBeUndefined();
    expect(grid.rows.map((r) => [r.header, r.points])).toEqual([
      ['Timeliness', undefined],
      ['Engagement', undefined],
    ]);
    expect(grid.rows[0]!.cells.map((c) => c.description)).toEqual([
      'Posts by Wednesday and replies by Sunday.',
      'Posts late once.',
      'Posts late or not at all.',
    ]);
  });
});
