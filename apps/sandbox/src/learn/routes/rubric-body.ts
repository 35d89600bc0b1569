import { badRequest } from '../errors.ts';

export const RUBRIC_TYPES = ['Numeric', 'Nonnumeric', 'NumericRange', 'Percentage', 'PercentageRange'];
/** Learn Ultra's rubric grid limits: 15 criteria, 15 levels, at most 99,999 points. */
export const MAX_ROWS = 15;
export const MAX_COLUMNS = 15;
export const MAX_POINTS = 99_999;

export interface RubricColumn {
  id: string;
  header: string;
  position: number;
}
export interface RubricRow extends RubricColumn {
  rowPoints?: number;
}
export interface RubricCell {
  id: string;
  rowId: string;
  columnId: string;
  rowPosition: number;
  columnPosition: number;
  points?: { value: number };
  description?: string;
}
export interface RubricBody {
  title: string;
  description?: string;
  rubricType: string;
  columns: RubricColumn[];
  rows: RubricRow[];
  cells: RubricCell[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown, field: string, required: boolean): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw badRequest(`${field} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (required && value.trim() === '') throw badRequest(`${field} must not be blank`);
  return value;
}

function integer(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw badRequest(`${field} must be a non-negative integer`);
  return value;
}

function points(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${field} must be a number`);
  if (value < 0 || value > MAX_POINTS) throw badRequest(`${field} must be between 0 and ${MAX_POINTS}`);
  return value;
}

function list(value: unknown, field: string, max: number): Json[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest(`${field} must be a non-empty array`);
  if (value.length > max) throw badRequest(`A rubric has at most ${max} ${field}`);
  return value.map((item, i) => {
    if (!isObject(item)) throw badRequest(`${field}[${i}] must be an object`);
    return item;
  });
}

/** Headers with ids unique in the list and positions 0..n-1, each once. */
function headers(items: Json[], field: string): RubricColumn[] {
  const out = items.map((item, i) => ({
    id: text(item.id, `${field}[${i}].id`, true)!,
    header: text(item.header, `${field}[${i}].header`, true)!,
    position: integer(item.position, `${field}[${i}].position`),
  }));
  if (new Set(out.map((h) => h.id)).size !== out.length) throw badRequest(`${field} ids must be unique`);
  const positions = out.map((h) => h.position).sort((a, b) => a - b);
  if (positions.some((p, i) => p !== i)) throw badRequest(`${field} positions must run from 0 to ${out.length - 1}`);
  return out;
}

/**
 * Learn's checks on a rubric body, first failure first (Learn answers one message per 400):
 * title and rubricType required (the swagger), the grid complete and consistent, points within
 * Ultra's limits and present exactly when the type is numeric.
 */
export function parseRubricBody(body: Json): RubricBody {
  const title = text(body.title, 'title', true)!;
  const description = text(body.description, 'description', false);
  const rubricType = text(body.rubricType, 'rubricType', true)!;
  if (!RUBRIC_TYPES.includes(rubricType)) throw badRequest(`rubricType must be one of ${RUBRIC_TYPES.join(', ')}`);
  const numeric = rubricType !== 'Nonnumeric';
  const columns = headers(list(body.columns, 'columns', MAX_COLUMNS), 'columns');
  const rowItems = list(body.rows, 'rows', MAX_ROWS);
  const rows: RubricRow[] = headers(rowItems, 'rows').map((row, i) => {
    const value = rowItems[i]!.rowPoints;
    if (!numeric && value !== undefined) throw badRequest(`rows[${i}].rowPoints is not allowed in a Nonnumeric rubric`);
    return numeric ? { ...row, rowPoints: points(value, `rows[${i}].rowPoints`) } : row;
  });
  if (numeric && rows.reduce((sum, r) => sum + r.rowPoints!, 0) > MAX_POINTS)
    throw badRequest(`The total points of a rubric must not exceed ${MAX_POINTS}`);
  const seen = new Set<string>();
  const cells = list(body.cells, 'cells', MAX_ROWS * MAX_COLUMNS).map((item, i): RubricCell => {
    const row = rows.find((r) => r.id === item.rowId);
    const column = columns.find((c) => c.id === item.columnId);
    if (!row) throw badRequest(`cells[${i}].rowId does not match a row of the rubric`);
    if (!column) throw badRequest(`cells[${i}].columnId does not match a column of the rubric`);
    if (item.rowPosition !== row.position || item.columnPosition !== column.position)
      throw badRequest(`cells[${i}] positions do not match its row and column`);
    if (seen.has(`${row.id}|${column.id}`)) throw badRequest(`cells[${i}] repeats the cell of a row and column`);
    seen.add(`${row.id}|${column.id}`);
    const value = isObject(item.points) ? item.points.value : item.points;
    if (!numeric && value !== undefined) throw badRequest(`cells[${i}].points is not allowed in a Nonnumeric rubric`);
    const cellPoints = numeric ? points(value, `cells[${i}].points.value`) : undefined;
    if (cellPoints !== undefined && cellPoints > row.rowPoints!)
      throw badRequest(`cells[${i}].points.value exceeds the rowPoints of its row`);
    const cellDescription = text(item.description, `cells[${i}].description`, false);
    return {
      id: text(item.id, `cells[${i}].id`, true)!,
      rowId: row.id,
      columnId: column.id,
      rowPosition: row.position,
      columnPosition: column.position,
      ...(cellPoints !== undefined ? { points: { value: cellPoints } } : {}),
      ...(cellDescription !== undefined ? { description: cellDescription } : {}),
    };
  });
  if (cells.length !== rows.length * columns.length)
    throw badRequest('cells must hold exactly one cell for every row and column');
  return { title, ...(description !== undefined ? { description } : {}), rubricType, columns, rows, cells };
}
