import { LEARN_RUBRIC_LIMITS as L, LEARN_RUBRIC_TYPES } from './learn-rubric.ts';
import { asObjects, Checker, type Violation } from './validate-fields.ts';

export type { Violation } from './validate-fields.ts';

type Item = Record<string, unknown>;

function checkCells(c: Checker, cells: Item[], rows: Item[], columns: Item[], numeric: boolean): void {
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const columnById = new Map(columns.map((col) => [col.id, col]));
  const taken = new Set<string>();
  const rowMax = new Map<unknown, number>();
  c.ids(cells, 'cells');
  cells.forEach((cell, i) => {
    const at = `cells[${i}]`;
    const row = rowById.get(cell.rowId);
    const column = columnById.get(cell.columnId);
    if (!row) c.fail(`${at}.rowId`, 'unknownRef', { kind: 'row', id: String(cell.rowId) });
    if (!column) c.fail(`${at}.columnId`, 'unknownRef', { kind: 'column', id: String(cell.columnId) });
    if (row && c.integer(cell.rowPosition, `${at}.rowPosition`) && cell.rowPosition !== row.position)
      c.fail(`${at}.rowPosition`, 'positionMismatch', { value: cell.rowPosition, kind: 'row', id: String(row.id), expected: String(row.position) }); // prettier-ignore
    if (column && c.integer(cell.columnPosition, `${at}.columnPosition`) && cell.columnPosition !== column.position)
      c.fail(`${at}.columnPosition`, 'positionMismatch', { value: cell.columnPosition, kind: 'column', id: String(column.id), expected: String(column.position) }); // prettier-ignore
    if (row && column) {
      const key = `${String(row.id)}\u0000${String(column.id)}`;
      if (taken.has(key)) c.fail(at, 'duplicateCell', { row: String(row.id), column: String(column.id) });
      taken.add(key);
    }
    if (cell.description !== undefined) c.text(cell.description, `${at}.description`, L.descriptionMax, { required: false }); // prettier-ignore
    const points = (cell.points as Item | undefined)?.value;
    if (!numeric) {
      if (cell.points !== undefined) c.fail(`${at}.points`, 'pointsNotAllowed');
    } else if (c.points(points, `${at}.points.value`, L.maxPoints) && row) {
      rowMax.set(row.id, Math.max(rowMax.get(row.id) ?? 0, points));
    }
  });
  for (const row of rows)
    for (const column of columns)
      if (!taken.has(`${String(row.id)}\u0000${String(column.id)}`))
        c.fail('cells', 'missingCell', { row: String(row.id), column: String(column.id) });
  if (!numeric) return;
  rows.forEach((row, i) => {
    const max = rowMax.get(row.id);
    if (typeof row.rowPoints === 'number' && max !== undefined && max > row.rowPoints)
      c.fail(`rows[${i}].rowPoints`, 'rowPointsMismatch', { value: row.rowPoints, max });
  });
  const total = rows.reduce((sum, row) => sum + (typeof row.rowPoints === 'number' ? row.rowPoints : 0), 0);
  if (total > L.maxPoints) c.fail('rows', 'totalPoints', { total, max: L.maxPoints });
}

/**
 * Checks a rubric body against what Learn accepts (swagger: title and rubricType required,
 * the type enum; spec 000 §3: the list fields; Learn's grid limits) before it is sent.
 * Returns every violation, in body order; an empty list means the body may be sent.
 */
export function validateRubricBody(body: unknown): Violation[] {
  const c = new Checker();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    c.fail('', 'notObject');
    return c.violations;
  }
  const b = body as Item;
  c.text(b.title, 'title', L.titleMax, { required: true });
  if (b.description !== undefined) c.text(b.description, 'description', L.descriptionMax, { required: false });
  const typeOk = LEARN_RUBRIC_TYPES.includes(b.rubricType as never);
  if (!typeOk) c.fail('rubricType', b.rubricType === undefined ? 'required' : 'badType', { types: LEARN_RUBRIC_TYPES.join(', ') }); // prettier-ignore
  const numeric = b.rubricType !== 'Nonnumeric';
  const columnsOk = c.list(b.columns, 'columns', L.maxColumns);
  const rowsOk = c.list(b.rows, 'rows', L.maxRows);
  const cellsOk = c.list(b.cells, 'cells', L.maxRows * L.maxColumns);
  const columns = columnsOk ? asObjects(b.columns as unknown[]) : [];
  const rows = rowsOk ? asObjects(b.rows as unknown[]) : [];
  const lists = [
    [columns, 'columns'],
    [rows, 'rows'],
  ] as const;
  const before = c.violations.length;
  for (const [items, path] of lists) {
    c.ids(items, path);
    c.positions(items, path);
  }
  // Cells are checked against rows and columns only when their ids and positions are sound.
  const gridOk = columnsOk && rowsOk && c.violations.length === before;
  for (const [items, path] of lists)
    items.forEach((item, i) => c.text(item.header, `${path}[${i}].header`, L.headerMax, { required: true }));
  rows.forEach((row, i) => {
    if (!numeric) {
      if (row.rowPoints !== undefined) c.fail(`rows[${i}].rowPoints`, 'pointsNotAllowed');
    } else c.points(row.rowPoints, `rows[${i}].rowPoints`, L.maxPoints);
  });
  if (cellsOk && gridOk) checkCells(c, asObjects(b.cells as unknown[]), rows, columns, numeric);
  return c.violations;
}
