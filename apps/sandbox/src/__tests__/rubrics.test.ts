import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { NOW, setup } from './helpers.ts';

const BIO = `v1/courses/${DEMO.courses.bio101.id}/rubrics`;

/** A valid 2 x 2 Numeric body, as the migrator sends it. */
function body() {
  const cell = (r: number, c: number, value: number) => ({
    id: `x${r}${c}`,
    rowId: `r${r}`,
    columnId: `c${c}`,
    rowPosition: r,
    columnPosition: c,
    points: { value },
    description: `row ${r} column ${c}`,
  });
  return {
    title: 'Essay rubric',
    description: 'Week 6',
    rubricType: 'Numeric',
    columns: [
      { id: 'c0', header: 'Good', position: 0 },
      { id: 'c1', header: 'Poor', position: 1 },
    ],
    rows: [
      { id: 'r0', header: 'Sources', position: 0, rowPoints: 3 },
      { id: 'r1', header: 'Thesis', position: 1, rowPoints: 5 },
    ],
    cells: [cell(0, 0, 3), cell(0, 1, 1), cell(1, 0, 5), cell(1, 1, 2)],
  };
}
type Body = ReturnType<typeof body> & Record<string, unknown>;
const broken = (change: (b: Body) => void) => {
  const b = body() as Body;
  change(b);
  return b;
};

describe('course rubrics', () => {
  it('creates a rubric: 201 with Learn ids for the rubric and its grid', async () => {
    const { call } = setup();
    const res = await call('instructor', BIO, { method: 'POST', body: body() });
    expect(res.status).toBe(201);
    const json = res.json;
    const learnId = expect.stringMatching(/^_\d+_1$/);
    expect(json).toMatchObject({
      id: learnId,
      courseId: DEMO.courses.bio101.id,
      title: 'Essay rubric',
      description: 'Week 6',
      rubricType: 'Numeric',
      readOnly: false,
      created: new Date(NOW).toISOString(),
      modified: new Date(NOW).toISOString(),
    });
    expect(json.columns).toEqual([
      { id: learnId, header: 'Good', position: 0 },
      { id: learnId, header: 'Poor', position: 1 },
    ]);
    const thesis = json.rows.find((r: { header: string }) => r.header === 'Thesis');
    expect(thesis).toEqual({ id: learnId, header: 'Thesis', position: 1, rowPoints: 5 });
    const thesisCells = json.cells.filter((c: { rowId: string }) => c.rowId === thesis.id);
    expect(thesisCells.map((c: { points: { value: number }; description: string }) => [c.points.value, c.description])).toEqual([
      [5, 'row 1 column 0'],
      [2, 'row 1 column 1'],
    ]); // prettier-ignore
  });

  it('lists rubrics without their grid, gets one with expand, sorts, and deletes', async () => {
    const { call } = setup();
    const a = (await call('instructor', BIO, { method: 'POST', body: body() })).json;
    await call('instructor', BIO, { method: 'POST', body: { ...body(), title: 'Lab rubric' } });
    const list = await call('instructor', `${BIO}?sort=title(desc)`);
    expect(list.json.results.map((r: { title: string }) => r.title)).toEqual(['Lab rubric', 'Essay rubric']);
    expect(list.json.results[0]).not.toHaveProperty('cells');
    const one = await call('instructor', `${BIO}/${a.id}?expand=rows,columns`);
    expect(one.json.rows).toHaveLength(2);
    expect(one.json.columns).toHaveLength(2);
    expect(one.json).not.toHaveProperty('cells');
    expect((await call('instructor', `${BIO}?created=${new Date(NOW + 1).toISOString()}`)).json.results).toEqual([]);
    expect((await call('instructor', `${BIO}/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call('instructor', `${BIO}/${a.id}`)).json).toEqual({
      status: 404,
      message: 'Rubric not found',
      developerMessage: `No rubric '${a.id}' in course ${DEMO.courses.bio101.id}`,
    });
  });

  it('accepts a Nonnumeric rubric without points', async () => {
    const { call } = setup();
    const nonnumeric = broken((b) => {
      b.rubricType = 'Nonnumeric';
      b.rows.forEach((r) => delete (r as Partial<typeof r>).rowPoints);
      b.cells.forEach((c) => delete (c as Partial<typeof c>).points);
    });
    const res = await call('instructor', BIO, { method: 'POST', body: nonnumeric });
    expect(res.status).toBe(201);
    expect(res.json.cells[0]).not.toHaveProperty('points');
  });

  it.each<[string, unknown, string]>([
    ['no title', broken((b) => delete (b as Partial<Body>).title), 'title is required'],
    ['a blank title', broken((b) => (b.title = ' ')), 'title must not be blank'],
    ['no rubricType', broken((b) => delete (b as Partial<Body>).rubricType), 'rubricType is required'],
    ['an unknown rubricType', broken((b) => (b.rubricType = 'Points')), 'rubricType must be one of Numeric, Nonnumeric, NumericRange, Percentage, PercentageRange'],
    ['no columns', broken((b) => (b.columns = [])), 'columns must be a non-empty array'],
    ['16 rows', broken((b) => (b.rows = Array.from({ length: 16 }, (_, i) => ({ id: `r${i}`, header: 'R', position: i, rowPoints: 1 })))), 'A rubric has at most 15 rows'],
    ['a column without a header', broken((b) => (b.columns[1]!.header = '')), 'columns[1].header must not be blank'],
    ['duplicate column ids', broken((b) => (b.columns[1]!.id = 'c0')), 'columns ids must be unique'],
    ['row positions with a gap', broken((b) => (b.rows[1]!.position = 2)), 'rows positions must run from 0 to 1'],
    ['a negative position', broken((b) => (b.rows[1]!.position = -1)), 'rows[1].position must be a non-negative integer'],
    ['no rowPoints in a Numeric rubric', broken((b) => delete (b.rows[0] as Partial<Body['rows'][0]>).rowPoints), 'rows[0].rowPoints must be a number'],
    ['rows over 99,999 points', broken((b) => { b.rows[0]!.rowPoints = 60_000; b.rows[1]!.rowPoints = 60_000; }), 'The total points of a rubric must not exceed 99999'],
    ['a cell of an unknown row', broken((b) => (b.cells[0]!.rowId = 'r9')), 'cells[0].rowId does not match a row of the rubric'],
    ['a cell at the wrong position', broken((b) => (b.cells[0]!.columnPosition = 1)), 'cells[0] positions do not match its row and column'],
    ['a repeated cell', broken((b) => (b.cells[1] = { ...b.cells[0]!, id: 'x01' })), 'cells[1] repeats the cell of a row and column'],
    ['a missing cell', broken((b) => b.cells.pop()), 'cells must hold exactly one cell for every row and column'],
    ['negative points', broken((b) => (b.cells[1]!.points = { value: -1 })), 'cells[1].points.value must be between 0 and 99999'],
    ['a cell worth more than its row', broken((b) => (b.cells[1]!.points = { value: 4 })), 'cells[1].points.value exceeds the rowPoints of its row'],
    ['points in a Nonnumeric rubric', broken((b) => { b.rubricType = 'Nonnumeric'; b.rows.forEach((r) => delete (r as Partial<typeof r>).rowPoints); }), 'cells[0].points is not allowed in a Nonnumeric rubric'],
    ['a description that is not text', broken((b) => ((b.cells[0] as Record<string, unknown>).description = 5)), 'cells[0].description must be a string'],
  ])('refuses %s with a 400', async (_, bad, message) => {
    const { call } = setup();
    const res = await call('instructor', BIO, { method: 'POST', body: bad });
    expect(res.json).toEqual({ status: 400, message });
    expect((await call('instructor', BIO)).json.results).toEqual([]);
  }); // prettier-ignore

  it('refuses a body that is not JSON', async () => {
    const { call } = setup();
    const res = await call('instructor', BIO, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(res.json).toEqual({ status: 400, message: 'The request body is not valid JSON' });
  });

  it('lets only course staff see and create rubrics', async () => {
    const { call } = setup();
    expect((await call('student', BIO)).json).toEqual({
      status: 403,
      message: 'The user does not have the course.rubrics.VIEW entitlement',
    });
    expect((await call('student', BIO, { method: 'POST', body: body() })).json).toEqual({
      status: 403,
      message: 'The user does not have the course.rubrics.CREATE entitlement',
    });
    expect((await call('instructor2', BIO, { method: 'POST', body: body() })).json).toEqual({
      status: 403,
      message: 'The user is not enrolled in the course',
    });
    expect((await call('instructor3', BIO, { method: 'POST', body: body() })).status).toBe(201); // a TA of BIO101
    expect((await call('admin', BIO)).json.results).toHaveLength(1);
    expect((await call('instructor', 'v1/courses/courseId:NOPE/rubrics')).status).toBe(404);
  });
});
