import type { LearnRubricBody, LearnRubricType } from './learn-rubric.ts';

export interface RubricGridCell {
  columnId: string;
  points: number | undefined;
  description: string | undefined;
}

export interface RubricGridRow {
  id: string;
  header: string;
  /** The row's maximum (Numeric rubrics). */
  points: number | undefined;
  /** One per column, in column order. */
  cells: RubricGridCell[];
}

/** What the screen draws before sending: criteria (rows) x levels (columns) with points. */
export interface RubricGrid {
  title: string;
  rubricType: LearnRubricType;
  description: string | undefined;
  columns: { id: string; header: string }[];
  rows: RubricGridRow[];
  /** Sum of the rows' points, or undefined for a Nonnumeric rubric. */
  totalPoints: number | undefined;
}

/**
 * The grid of a transformed body, read the way people read the D2L rubric: columns by
 * ascending position, rows by descending position (spec 000 §9 numbers D2L's first criterion
 * highest), each row's cells lined up with the columns.
 */
export function rubricGrid(body: LearnRubricBody): RubricGrid {
  const columns = [...body.columns].sort((a, b) => a.position - b.position);
  const rows = [...body.rows].sort((a, b) => b.position - a.position);
  const numeric = body.rubricType !== 'Nonnumeric';
  return {
    title: body.title,
    rubricType: body.rubricType,
    description: body.description,
    columns: columns.map(({ id, header }) => ({ id, header })),
    rows: rows.map((row) => ({
      id: row.id,
      header: row.header,
      points: numeric ? row.rowPoints : undefined,
      cells: columns.map((column) => {
        const cell = body.cells.find((c) => c.rowId === row.id && c.columnId === column.id);
        return { columnId: column.id, points: cell?.points?.value, description: cell?.description };
      }),
    })),
    totalPoints: numeric ? rows.reduce((sum, row) => sum + (row.rowPoints ?? 0), 0) : undefined,
  };
}
