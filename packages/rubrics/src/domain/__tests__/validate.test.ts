import { describe, expect, it } from 'vitest';
import type { LearnRubricBody } from '../learn-rubric.ts';
import { validateRubricBody } from '../validate.ts';

/** A valid 2 x 2 Numeric body; each case below breaks one rule. */
function valid(): LearnRubricBody {
  return {
    title: 'Essay',
    description: 'Week 6',
    rubricType: 'Numeric',
    columns: [
      { id: 'c1', header: 'Good', position: 0 },
      { id: 'c2', header: 'Poor', position: 1 },
    ],
    rows: [
      { id: 'r1', header: 'Thesis', position: 0, rowPoints: 5 },
      { id: 'r2', header: 'Sources', position: 1, rowPoints: 3 },
    ],
    cells: [
      { id: 'x1', rowId: 'r1', columnId: 'c1', rowPosition: 0, columnPosition: 0, points: { value: 5 }, description: 'Clear' },
      { id: 'x2', rowId: 'r1', columnId: 'c2', rowPosition: 0, columnPosition: 1, points: { value: 1 } },
      { id: 'x3', rowId: 'r2', columnId: 'c1', rowPosition: 1, columnPosition: 0, points: { value: 3 } },
      { id: 'x4', rowId: 'r2', columnId: 'c2', rowPosition: 1, columnPosition: 1, points: { value: 0 } },
    ],
  }; // prettier-ignore
}

type Mutable = Record<string, unknown> & LearnRubricBody;
const broken = (change: (b: Mutable) => void): unknown => {
  const b = valid() as Mutable;
  change(b);
  return b;
};
const messages = (body: unknown) => validateRubricBody(body).map((v) => v.message);

describe('validateRubricBody', () => {
  it('accepts a valid Numeric body and a valid Nonnumeric body', () => {
    expect(validateRubricBody(valid())).toEqual([]);
    const nonnumeric = broken((b) => {
      b.rubricType = 'Nonnumeric';
      b.rows.forEach((r) => delete r.rowPoints);
      b.cells.forEach((c) => delete c.points);
    });
    expect(validateRubricBody(nonnumeric)).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ['not an object', [], ['The rubric body must be a JSON object.']],
    ['no title', broken((b) => delete (b as Partial<Mutable>).title), ['title is required.']],
    ['a blank title', broken((b) => (b.title = '  ')), ['title must not be empty.']],
    ['a title that is not text', broken((b) => (b.title = 7 as never)), ['title must be text.']],
    ['a title over 255 characters', broken((b) => (b.title = 't'.repeat(256))), ['title is longer than 255 characters.']],
    ['a description over 4000 characters', broken((b) => (b.description = 'd'.repeat(4001))), ['description is longer than 4000 characters.']],
    ['no rubricType', broken((b) => delete (b as Partial<Mutable>).rubricType), ['rubricType is required.']],
    ['an unknown rubricType', broken((b) => (b.rubricType = 'Points' as never)), ['rubricType must be one of Numeric, Nonnumeric, NumericRange, Percentage, PercentageRange.']],
    ['no columns', broken((b) => delete (b as Partial<Mutable>).columns), ['columns is required.']],
    ['columns that are not a list', broken((b) => (b.columns = {} as never)), ['columns must be a list.']],
    ['no rows', broken((b) => (b.rows = [])), ['rows must have from 1 to 15 entries (it has 0).']],
    ['16 columns', broken((b) => (b.columns = Array.from({ length: 16 }, (_, i) => ({ id: `c${i}`, header: 'H', position: i })))), ['columns must have from 1 to 15 entries (it has 16).']],
    ['a duplicate column id', broken((b) => (b.columns[1]!.id = 'c1')), ['columns[1].id "c1" is used more than once.']],
    ['a missing row id', broken((b) => delete (b.rows[0] as Partial<LearnRubricBody['rows'][0]>).id), ['rows[0].id is required.']],
    ['positions that are not 0..n-1', broken((b) => (b.columns[1]!.position = 2)), ['columns positions must be 0 to 1, each once (they are 0, 2).']],
    ['a position that is not a whole number', broken((b) => (b.rows[0]!.position = 0.5)), ['rows[0].position must be a whole number.']],
    ['a blank header', broken((b) => (b.rows[1]!.header = '')), ['rows[1].header must not be empty.']],
    ['a header over 255 characters', broken((b) => (b.columns[0]!.header = 'h'.repeat(256))), ['columns[0].header is longer than 255 characters.']],
    ['no rowPoints in a Numeric rubric', broken((b) => delete b.rows[0]!.rowPoints), ['rows[0].rowPoints is required.']],
    ['rowPoints in a Nonnumeric rubric', broken((b) => { b.rubricType = 'Nonnumeric'; b.cells.forEach((c) => delete c.points); }), ['rows[0].rowPoints must be left out of a Nonnumeric rubric.', 'rows[1].rowPoints must be left out of a Nonnumeric rubric.']],
    ['points in a Nonnumeric rubric', broken((b) => { b.rubricType = 'Nonnumeric'; b.rows.forEach((r) => delete r.rowPoints); b.cells[2]!.points = { value: 1 }; b.cells.forEach((c, i) => i !== 2 && delete c.points); }), ['cells[2].points must be left out of a Nonnumeric rubric.']],
    ['a cell without points', broken((b) => delete b.cells[3]!.points), ['cells[3].points.value is required.']],
    ['points that are not a number', broken((b) => (b.cells[3]!.points = { value: '2' as never })), ['cells[3].points.value must be a number.']],
    ['negative points', broken((b) => (b.cells[3]!.points = { value: -1 })), ['cells[3].points.value must be 0 or more.']],
    ['points over 99,999', broken((b) => { b.cells[0]!.points = { value: 100_000 }; b.rows[0]!.rowPoints = 100_000; }), ['rows[0].rowPoints must be at most 99999.', 'cells[0].points.value must be at most 99999.', 'The rows add up to 100003 points; Learn allows at most 99999.']],
    ['rows adding up to more than 99,999', broken((b) => { b.rows[0]!.rowPoints = 60_000; b.rows[1]!.rowPoints = 60_000; }), ['The rows add up to 120000 points; Learn allows at most 99999.']],
    ['a cell worth more than its row', broken((b) => (b.rows[0]!.rowPoints = 4)), ['rows[0].rowPoints is 4, but a cell of that row is worth 5.']],
    ['a cell naming an unknown column', broken((b) => (b.cells[0]!.columnId = 'c9')), ['cells[0].columnId names column "c9", which is not in the rubric.', 'There is no cell for row "r1" and column "c1" (Learn needs a full grid).']],
    ['a cell at the wrong row position', broken((b) => (b.cells[2]!.rowPosition = 0)), ['cells[2].rowPosition is 0, but row "r2" is at position 1.']],
    ['two cells for one row and column', broken((b) => (b.cells[1] = { ...b.cells[0]!, id: 'x2' })), ['There is more than one cell for row "r1" and column "c1".', 'There is no cell for row "r1" and column "c2" (Learn needs a full grid).']],
    ['a duplicate cell id', broken((b) => (b.cells[3]!.id = 'x1')), ['cells[3].id "x1" is used more than once.']],
    ['a missing cell', broken((b) => b.cells.pop()), ['There is no cell for row "r2" and column "c2" (Learn needs a full grid).']],
    ['a cell description over 4000 characters', broken((b) => (b.cells[0]!.description = 'd'.repeat(4001))), ['cells[0].description is longer than 4000 characters.']],
  ])('refuses %s', (_, body, expected) => {
    expect(messages(body)).toEqual(expected);
  }); // prettier-ignore

  it('names the field of every violation', () => {
    expect(validateRubricBody(broken((b) => (b.cells[3]!.points = { value: -1 })))).toEqual([
      { path: 'cells[3].points.value', message: 'cells[3].points.value must be 0 or more.' },
    ]);
  });
});
