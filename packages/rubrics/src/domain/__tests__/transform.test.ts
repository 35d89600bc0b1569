import { describe, expect, it } from 'vitest';
import type { LearnRubricBody } from '../learn-rubric.ts';
import { transformRubric, transformRubrics } from '../transform.ts';
import type { D2lRubric } from '../types.ts';
import { rubricsOf, transformedOf } from './fixtures.ts';

const course = transformedOf('course-rubrics');
const edge = transformedOf('edge-cases');
const get = (map: Map<string, ReturnType<typeof transformRubric>>, title: string) => {
  const found = map.get(title);
  if (!found) throw new Error(`no transformed rubric titled ${title}`);
  return found;
};
const body = (t: ReturnType<typeof transformRubric>): LearnRubricBody => {
  if (!t.body) throw new Error(`${t.title} has no body`);
  return t.body;
};
const messages = (t: ReturnType<typeof transformRubric>) => t.issues.map((i) => `${i.severity}: ${i.message}`);
const cellAt = (b: LearnRubricBody, rowHeader: string, columnHeader: string) => {
  const row = b.rows.find((r) => r.header === rowHeader)!;
  const column = b.columns.find((c) => c.header === columnHeader)!;
  return b.cells.find((c) => c.rowId === row.id && c.columnId === column.id)!;
};

describe('transformRubric: spec 000 §9', () => {
  it('builds the Learn body of a custom-points rubric exactly', () => {
    const [essay] = transformRubrics(rubricsOf('custom-points'));
    const cell = (r: number, c: number, value: number, description: string) => ({
      id: `cell-${r}-${c}`,
      rowId: `row-${r}`,
      columnId: `column-${c}`,
      rowPosition: r - 1,
      columnPosition: c - 1,
      points: { value },
      description,
    });
    expect(essay!.status).toBe('ready');
    expect(essay!.body).toEqual({
      title: 'Research Essay',
      description: 'Used for the week 6 research essay.',
      rubricType: 'Numeric',
      columns: [
        { id: 'column-1', header: 'Not yet', position: 0 },
        { id: 'column-2', header: 'Developing', position: 1 },
        { id: 'column-3', header: 'Proficient', position: 2 },
        { id: 'column-4', header: 'Exemplary', position: 3 },
      ],
      rows: [
        { id: 'row-1', header: 'Referencing (Chicago style)', position: 0, rowPoints: 2 },
        { id: 'row-2', header: 'Use of sources', position: 1, rowPoints: 3 },
        { id: 'row-3', header: 'Thesis', position: 2, rowPoints: 5 },
      ],
      cells: [
        cell(1, 1, 0, 'No references.'),
        cell(1, 2, 0.5, 'Many errors.'),
        cell(1, 3, 1, 'A few errors.'),
        cell(1, 4, 2, 'Error free.'),
        cell(2, 1, 0, 'Fewer than two sources.'),
        cell(2, 2, 1.2, 'Sources are listed but not discussed.'),
        cell(2, 3, 2.4, 'Sources support each main point.'),
        cell(2, 4, 3, 'Sources are weighed against each other.'),
        cell(3, 1, 0, 'No arguable claim.'),
        cell(3, 2, 2.5, 'A claim is made but it is vague.\n(2-3 marks)'),
        cell(3, 3, 4, 'A clear, arguable claim.'),
        cell(3, 4, 5, 'A precise claim that frames the whole essay.'),
      ],
    });
    expect(messages(essay!)).toEqual([
      'info: HTML in descriptions was converted to plain text (Learn shows rubric text as plain text).',
      'warning: Overall levels (Fail, Pass, Credit, Distinction) were not carried over: Learn rubrics have no overall score bands.',
    ]);
  });

  it('sorts rows by descending D2L position and renumbers them; columns take sort_order minus 1', () => {
    const [source] = rubricsOf('custom-points');
    const group = source!.groups[0]!;
    // The same rubric with its levels and criteria written out of order in the file.
    const shuffled: D2lRubric = {
      ...source!,
      groups: [{ ...group, levels: [...group.levels].reverse(), criteria: [group.criteria[1]!, group.criteria[2]!, group.criteria[0]!] }], // prettier-ignore
    };
    const b = body(transformRubric(shuffled, 'Shuffled'));
    expect(b.rows.map((r) => [r.position, r.header])).toEqual([
      [0, 'Referencing (Chicago style)'],
      [1, 'Use of sources'],
      [2, 'Thesis'],
    ]);
    expect(b.columns.map((c) => [c.position, c.header])).toEqual([
      [0, 'Not yet'],
      [1, 'Developing'],
      [2, 'Proficient'],
      [3, 'Exemplary'],
    ]);
  });

  it('gives each cell its level value when the cell has no points of its own (Points scoring)', () => {
    const lab = body(get(course, 'Lab Report'));
    expect(lab.rubricType).toBe('Numeric');
    expect(lab.rows.map((r) => [r.header, r.rowPoints])).toEqual([
      ['Discussion', 4],
      ['Results', 4],
      ['Method', 4],
    ]);
    expect(['Excellent', 'Good', 'Fair', 'Poor'].map((level) => cellAt(lab, 'Method', level).points)).toEqual([
      { value: 4 },
      { value: 3 },
      { value: 2 },
      { value: 1 },
    ]);
  });

  it('converts description HTML to the plain text Learn shows (lists, tables, links, breaks, images; no script)', () => {
    const lab = body(get(course, 'Lab Report'));
    expect(lab.description).toBe('Lab reports, weeks 2–10.');
    expect(cellAt(lab, 'Method', 'Excellent').description).toBe(
      'Method is complete and repeatable:\n• materials listed\n• steps numbered',
    );
    expect(cellAt(lab, 'Results', 'Excellent').description).toBe('Data | all trials & units\nGraphs | labelled');
    expect(cellAt(lab, 'Results', 'Good').description).toBe('Most data shown.\nUnits mostly correct.');
    expect(cellAt(lab, 'Discussion', 'Excellent').description).toBe(
      'See the lab writing guide (https://library.example.edu/guides/lab).\n1. links results to theory\n2. names error sources',
    );
    expect(cellAt(lab, 'Discussion', 'Good').description).toBe('Links results to theory.\n[sample graph]');
    expect(JSON.stringify(lab)).not.toMatch(/<|alert\(/);
  });

  it('sends text-only levels as a Nonnumeric rubric without points, and reports dropped feedback', () => {
    const t = get(course, 'Discussion Participation');
    const b = body(t);
    expect(t.status).toBe('ready');
    expect(b.rubricType).toBe('Nonnumeric');
    expect(b.rows.every((r) => r.rowPoints === undefined)).toBe(true);
    expect(b.cells.every((c) => c.points === undefined)).toBe(true);
    expect(cellAt(b, 'Engagement', 'Meets expectations').description).toBe("Replies build on classmates' ideas.");
    expect(messages(t)).toEqual([
      'info: Text-only levels (no points): sent as a Nonnumeric Learn rubric.',
      'warning: Initial feedback on 2 cells was not carried over: Learn rubric cells have no feedback text.',
    ]);
  });

  it('merges criteria groups that share their levels, prefixing rows with the group name', () => {
    const t = get(course, 'Group Project');
    const b = body(t);
    expect(b.columns.map((c) => c.header)).toEqual(['Strong', 'Adequate', 'Weak']);
    expect(b.rows.map((r) => [r.position, r.header, r.rowPoints])).toEqual([
      [0, 'Process: Collaboration', 5],
      [1, 'Product: Design', 5],
      [2, 'Product: Accuracy', 10],
    ]);
    expect(cellAt(b, 'Process: Collaboration', 'Weak').points).toEqual({ value: 0 });
    expect(messages(t)).toEqual([
      'info: Criteria group "Process" names its levels differently (Strong, Adequate, Limited); the column headers come from "Product".',
      'info: The rubric has 2 criteria groups; each row starts with its group name.',
      'info: HTML in descriptions was converted to plain text (Learn shows rubric text as plain text).',
    ]);
  });

  it('maps a holistic rubric to one row, its percentage ranges becoming points', () => {
    const t = get(course, 'Oral Presentation');
    const b = body(t);
    expect(b.rows).toEqual([{ id: 'row-1', header: 'Overall', position: 0, rowPoints: 85 }]);
    expect(b.cells.map((c) => [c.columnPosition, c.points?.value, c.description])).toEqual([
      [0, 85, 'Engaging, well timed, answers questions with evidence.'],
      [1, 70, 'Clear and mostly well timed.'],
      [2, 50, 'Understandable but over time.'],
      [3, 0, 'Hard to follow.'],
    ]);
    expect(messages(t)).toContain(
      'info: The holistic levels’ percentage ranges became points from 0 to 100 (the start of each range).',
    );
    expect(messages(t)).toContain('info: Holistic rubric: its levels became the columns of a single criterion row, "Overall".'); // prettier-ignore
  });

  it('reports a holistic rubric’s overall levels as dropped when its levels have points of their own', () => {
    const [source] = rubricsOf('course-rubrics').filter((r) => r.type === 'holistic');
    const group = source!.groups[0]!;
    const withPoints = { ...group, levels: group.levels.map((l, i) => ({ ...l, value: 4 - i })) };
    const t = transformRubric({ ...source!, groups: [withPoints] }, 'Oral Presentation');
    expect(body(t).cells.map((c) => c.points?.value)).toEqual([4, 3, 2, 1]);
    expect(messages(t)).toContain(
      'warning: Overall levels (Outstanding, Good, Satisfactory, Unsatisfactory) were not carried over: Learn rubrics have no overall score bands.',
    );
  });

  it('builds a holistic rubric from its overall levels when it has no criteria', () => {
    const [source] = rubricsOf('course-rubrics').filter((r) => r.type === 'holistic');
    const t = transformRubric({ ...source!, groups: [] }, 'Oral Presentation');
    expect(t.status).toBe('ready');
    expect(body(t).columns.map((c) => c.header)).toEqual(['Outstanding', 'Good', 'Satisfactory', 'Unsatisfactory']);
    expect(body(t).cells.map((c) => c.points?.value)).toEqual([85, 70, 50, 0]);
  });

  it('titles a second rubric of the same name "(2)" so the same file always gives the same titles', () => {
    const t = get(course, 'Lab Report (2)');
    expect(body(t).title).toBe('Lab Report (2)');
    expect(messages(t)[0]).toBe('info: Another rubric in this file has the same name; this one is titled "Lab Report (2)".'); // prettier-ignore
    expect([...course.keys()]).toEqual([
      'Lab Report',
      'Discussion Participation',
      'Group Project',
      'Oral Presentation',
      'Lab Report (2)',
    ]);
  });
});

describe('transformRubric: what cannot be mapped is reported per rubric', () => {
  it('refuses criteria groups with different numbers of levels', () => {
    const t = get(edge, 'Portfolio');
    expect(t).toMatchObject({ status: 'invalid', body: undefined });
    expect(messages(t)).toEqual([
      'error: Criteria groups "Artefacts" (3 levels) and "Reflection" (2 levels) have different levels; a Learn rubric has one set of columns.',
    ]);
  });

  it('fills in missing names, cells and points, and says so for each', () => {
    const t = get(edge, 'Rubric 22');
    const b = body(t);
    expect(t.status).toBe('ready');
    expect(b.columns.map((c) => [c.position, c.header])).toEqual([
      [0, 'Complete'],
      [1, 'Level 2'],
      [2, 'Missing'],
    ]);
    expect(b.rows.map((r) => [r.header, r.rowPoints])).toEqual([
      ['Criterion 2', 1],
      ['Cover sheet', 2],
    ]);
    expect(b.cells.map((c) => c.points?.value)).toEqual([0, 1, 0, 2, 0, 0]);
    expect(messages(t)).toEqual([
      'warning: "abc" in cell_value (criterion 2, level 1101) is not a number; it was read as no points.',
      'warning: The rubric has no name; it is titled "Rubric 22".',
      'info: Level sort orders (0, 1, 2) are not 1 to 3; the columns were numbered in that order from 0.',
      'warning: A level has no name; its column is headed "Level 2".',
      'warning: A criterion has no name; its row is headed "Criterion 2".',
      'warning: Criterion "Cover sheet" has a cell for an unknown level (9999); it was left out.',
      'warning: Criterion "Cover sheet" has no cell for level "Level 2"; an empty cell was added.',
      'warning: Criterion "Criterion 2", level "Complete" has no points; 0 was used.',
      'warning: Criterion "Cover sheet", level "Level 2" has no points; 0 was used.',
    ]);
  });

  it('refuses a rubric without criteria', () => {
    const t = get(edge, 'Checklist');
    expect(t.status).toBe('invalid');
    expect(messages(t)).toEqual(['error: The rubric has no criteria, and Learn needs at least one row.']);
  });

  it('refuses a rubric whose criteria have no levels', () => {
    const [source] = rubricsOf('custom-points');
    const t = transformRubric({ ...source!, groups: [{ ...source!.groups[0]!, levels: [] }] }, 'No levels');
    expect(messages(t)).toContain('error: The rubric has no levels, and Learn needs at least one column.');
    expect(t.status).toBe('invalid');
  });

  it('checks the body before sending: negative points and too many rows are errors', () => {
    expect(messages(get(edge, 'Penalty Rubric'))).toContain('error: cells[1].points.value must be 0 or more.');
    expect(get(edge, 'Penalty Rubric').status).toBe('invalid');
    expect(messages(get(edge, 'Sixteen Criteria'))).toEqual([
      'error: rows must have from 1 to 15 entries (it has 16).',
    ]);
  });

  it('shortens descriptions longer than Learn takes, and says where', () => {
    const [source] = rubricsOf('custom-points');
    const long = { ...source!, description: { html: false, text: 'x'.repeat(5000) } };
    const t = transformRubric(long, 'Long');
    expect(body(t).description).toHaveLength(4000);
    expect(body(t).description!.endsWith('x…')).toBe(true);
    expect(messages(t)).toContain(
      'warning: A description in the rubric description is longer than 4000 characters and was shortened.',
    );
  });

  it('shortens names longer than a Learn title', () => {
    const [source] = rubricsOf('custom-points');
    const [t] = transformRubrics([{ ...source!, name: 'N'.repeat(300) }]);
    expect(t!.title).toHaveLength(255);
    expect(messages(t!)[0]).toBe('warning: The name is longer than 255 characters and was shortened.');
  });
});
