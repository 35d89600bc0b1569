import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { noControlChars, page, pageQuery, text, contractMessages as M } from '@tools/backend-api/contracts';

/**
 * The deliverables tracker's back end (spec 001 §7 "Deliverables back end", issue 12 §2). A row
 * is a flat object of its columns (names come from the data) keyed by its Item name, plus:
 * - `version` (answers; in PATCH/DELETE bodies the version the edit is based on: a stale one is a 409),
 * - `updated_item` (PATCH: the previous Item name when the row was renamed),
 * - `Last Updated` / `Last Updated By`, which the server sets from the verified caller (sent values are ignored).
 */

/** Spec 001 §9: "Load from cloud requests a limit of 1000 rows." */
export const DELIVERABLES_PAGE_SIZE = 1000;
export const MAX_DELIVERABLE_COLUMNS = 200;
export const MAX_COLUMN_NAME = 100;
export const MAX_CELL = 10_000;
export const MAX_ITEM = 500;

export const ITEM = 'Item';
export const LAST_UPDATED = 'Last Updated';
export const LAST_UPDATED_BY = 'Last Updated By';
/** Keys of a body that are not columns. */
export const RESERVED_KEYS = ['version', 'updated_item'] as const;

const columnName = v.pipe(
  v.string(),
  v.minLength(1, format(M.empty, { name: 'column names' })),
  v.maxLength(MAX_COLUMN_NAME, format(M.atMostChars, { name: 'column names', max: MAX_COLUMN_NAME })),
  noControlChars('column names'),
);
/** The largest number a cell may hold (JavaScript's safe integers). */
export const MAX_CELL_NUMBER = Number.MAX_SAFE_INTEGER;
/** A cell: text (line breaks allowed, e.g. Notes) or a finite number (Rank). */
const cell = v.union(
  [
    v.pipe(
      v.string(),
      v.maxLength(MAX_CELL, format(M.atMostChars, { name: 'a cell', max: MAX_CELL })),
      noControlChars('a cell', true),
    ),
    // Bounded like every number we store (issue 9 §3): a Rank, not a measurement.
    v.pipe(
      v.number(),
      v.finite(M.cellFinite),
      v.minValue(-MAX_CELL_NUMBER, format(M.atLeast, { name: 'a number cell', min: -MAX_CELL_NUMBER })),
      v.maxValue(MAX_CELL_NUMBER, format(M.atMost, { name: 'a number cell', max: MAX_CELL_NUMBER })),
    ),
  ],
  M.cellType,
);
const version = v.pipe(
  v.number(format(M.notNumber, { name: 'version' })),
  v.integer(format(M.notWhole, { name: 'version' })),
  v.minValue(1, format(M.atLeast, { name: 'version', min: 1 })),
  v.maxValue(2_147_483_647, format(M.tooLarge, { name: 'version' })),
);

const rowBody = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    M.bodyColumns,
  ),
  v.record(columnName, v.unknown(), M.bodyColumns),
  v.check(
    (row) => Object.keys(row).length <= MAX_DELIVERABLE_COLUMNS + 2,
    format(M.rowColumns, { max: MAX_DELIVERABLE_COLUMNS }),
  ),
  v.transform((row): Record<string, unknown> => row),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { version: ver, updated_item: previous, ...columns } = dataset.value;
    const parsedColumns = v.safeParse(v.record(columnName, cell), columns);
    if (!parsedColumns.success) {
      const [issue] = parsedColumns.issues;
      addIssue({ message: format(M.issueAt, { path: v.getDotPath(issue) ?? M.column, message: issue.message }) });
      return NEVER;
    }
    const item = v.safeParse(text(ITEM, MAX_ITEM), columns[ITEM]);
    if (!item.success) {
      addIssue({
        message:
          columns[ITEM] === undefined
            ? format(M.issueAt, { path: ITEM, message: M.isRequired })
            : item.issues[0].message,
      });
      return NEVER;
    }
    const parsedVersion = ver === undefined ? undefined : v.safeParse(version, ver);
    if (parsedVersion && !parsedVersion.success) {
      addIssue({ message: format(M.issueAt, { path: 'version', message: parsedVersion.issues[0].message }) });
      return NEVER;
    }
    const parsedPrevious = previous === undefined ? undefined : v.safeParse(text('updated_item', MAX_ITEM), previous);
    if (parsedPrevious && !parsedPrevious.success) {
      addIssue({ message: parsedPrevious.issues[0].message });
      return NEVER;
    }
    const { [LAST_UPDATED]: _at, [LAST_UPDATED_BY]: _by, ...stored } = parsedColumns.output;
    return {
      item: item.output,
      columns: { ...stored, [ITEM]: item.output },
      version: parsedVersion?.output,
      previousItem: parsedPrevious?.output,
    };
  }),
);

/** PATCH (update; 404 when there is no such row, then the client PUTs), PUT (create), DELETE. */
export const DeliverableBody = rowBody;
export type DeliverableBody = v.InferOutput<typeof DeliverableBody>;
/** What the client sends: the row's columns plus `version` / `updated_item`. */
export type DeliverableInput = Record<string, string | number> & { version?: number; updated_item?: string };

export const DeliverablesQuery = v.object({
  ...pageQuery(DELIVERABLES_PAGE_SIZE).entries,
  /** Spec: sent by the tool; the server identifies the caller from the token, never from this. */
  uuid: v.optional(v.pipe(v.string(), v.maxLength(200), noControlChars('uuid'))),
  /** One row by Item name (the conflict view reads the other person's version with it). */
  item: v.optional(text('item', MAX_ITEM)),
});
export type DeliverablesQuery = v.InferOutput<typeof DeliverablesQuery>;

/** One stored row as answered: its columns, Last Updated / By and `version`. */
export const Deliverable = v.pipe(
  v.record(v.string(), v.union([v.string(), v.number()])),
  v.check((row) => typeof row.version === 'number' && typeof row[ITEM] === 'string', M.rowShape),
);
export type Deliverable = Record<string, string | number> & { version: number };

export const DeliverablesPage = page(Deliverable);
export type DeliverablesPage = { items: Deliverable[]; nextKey: string | null };

export const DeliverableSaved = v.object({
  result: v.picklist(['created', 'updated']),
  item: Deliverable,
});
export type DeliverableSaved = { result: 'created' | 'updated'; item: Deliverable };

export const DeliverableDeleted = v.object({ deleted: v.literal(true) });
export type DeliverableDeleted = v.InferOutput<typeof DeliverableDeleted>;

/** GET /deliverables/workitems/{id}?sprint= (spec 001 §7 "Work-item proxy"). */
export const WorkItemQuery = v.object({ sprint: v.optional(text('sprint', 100)) });
export type WorkItemQuery = v.InferOutput<typeof WorkItemQuery>;

export const WorkItem = v.object({
  id: v.number(),
  fields: v.object({
    'System.AreaPath': v.string(),
    'System.State': v.string(),
    'System.IterationPath': v.string(),
    'System.AssignedTo': v.nullable(v.object({ displayName: v.string() })),
    'System.Tags': v.string(),
  }),
  currentSprint: v.string(),
});
export type WorkItem = v.InferOutput<typeof WorkItem>;

/** POST /deliverables/snapshot: spec 000's `{headers, rows, meta}` for the configured save URL. */
export const MAX_SNAPSHOT_ROWS = 20_000;
const snapshotCell = v.union([
  v.pipe(v.string(), v.maxLength(MAX_CELL)),
  v.pipe(v.number(), v.finite(), v.minValue(-MAX_CELL_NUMBER), v.maxValue(MAX_CELL_NUMBER)),
]);
export const Snapshot = v.object({
  headers: v.pipe(v.array(columnName), v.maxLength(MAX_DELIVERABLE_COLUMNS + 10)),
  rows: v.pipe(
    v.array(v.pipe(v.array(snapshotCell), v.maxLength(MAX_DELIVERABLE_COLUMNS + 10))),
    v.maxLength(MAX_SNAPSHOT_ROWS, format(M.snapshotRows, { max: MAX_SNAPSHOT_ROWS })),
  ),
  meta: v.object({
    filteredCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    exportedAt: text('exportedAt', 40),
  }),
});
export type Snapshot = v.InferOutput<typeof Snapshot>;
export const SnapshotResult = v.object({ ok: v.boolean(), status: v.number(), text: v.string(), saved: v.number() });
export type SnapshotResult = v.InferOutput<typeof SnapshotResult>;
