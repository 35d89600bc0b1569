import {
  added,
  COL,
  columnsOf,
  defaultSort,
  defaultVisibleColumns,
  edited,
  FORM_ORDER,
  fromCloud,
  fromCsv,
  revealedColumn,
  roleColumn,
  saved,
  seedRoleFilter,
  toggleDeleted,
  type BulkResult,
  type DeliverableRow,
  type DeliverablesRole,
  type RowValues,
  type SortState,
  text,
} from '../domain/index.ts';

/** Everything the tracker screen holds; changed only through `trackerReducer` (pure, tested). */
export interface TrackerState {
  /** Every data column, in the data's order. */
  headers: string[];
  rows: DeliverableRow[];
  /** Columns shown in the table (and in the export when 'Include Only Displayed Fields'). */
  visible: string[];
  filters: Record<string, string>;
  sort: SortState | null;
  form: { mode: 'add' } | { mode: 'edit'; key: string } | null;
  /** The role column has been seeded with the user's initials once (spec §4 "on first load"). */
  seeded: boolean;
}

export const initialTracker: TrackerState = {
  headers: [],
  rows: [],
  visible: [],
  filters: {},
  sort: null,
  form: null,
  seeded: false,
};

export interface Who {
  role: DeliverablesRole;
  initials: string;
}

export type TrackerAction =
  | { type: 'loaded-cloud'; items: { values: RowValues; version: number }[]; who: Who }
  | { type: 'loaded-csv'; headers: string[]; rows: RowValues[]; who: Who }
  | { type: 'add'; values: RowValues }
  | { type: 'edit'; key: string; values: RowValues }
  | { type: 'toggle-delete'; key: string }
  | { type: 'bulk'; result: BulkResult }
  | { type: 'filter'; column: string; value: string }
  | { type: 'clear-filters' }
  | { type: 'sort'; sort: SortState | null }
  | { type: 'reset-sort' }
  | { type: 'visible'; column: string; shown: boolean }
  | { type: 'open-form'; form: TrackerState['form'] }
  | { type: 'saved'; key: string; version: number; values?: RowValues }
  | { type: 'removed'; key: string }
  /** Tracker (ADO) fields filled in: not an edit, so the row's state does not change. */
  | { type: 'tracker'; values: Record<string, RowValues> }
  /** Keep theirs: the row becomes the stored version (or disappears when they deleted it). */
  | { type: 'take-theirs'; key: string; theirs: { values: RowValues; version: number } | null }
  /** Keep mine: the row stays changed and is re-based on their version, so the next save wins. */
  | { type: 'keep-mine'; key: string; version: number | null };

const nameKey = (item: string) => item.replace(/\s+/g, ' ').trim().toLowerCase();

/** Columns of the data, known ones in form order first, then the file's others. */
function allHeaders(headers: readonly string[]): string[] {
  const known = FORM_ORDER.filter((c) => headers.includes(c));
  return [...known, ...headers.filter((h) => !known.includes(h))];
}

function afterLoad(state: TrackerState, headers: string[], rows: DeliverableRow[], who: Who): TrackerState {
  const visible = state.visible.length > 0 ? state.visible.filter((c) => headers.includes(c)) : [];
  // The role's own column is shown with its seeded filter (TPM too), so the filter is never invisible.
  const shown =
    visible.length > 0 ? visible : defaultVisibleColumns(headers, revealedColumn(who.role) ?? roleColumn(who.role));
  const filters = state.seeded ? state.filters : seedRoleFilter(state.filters, who.role, who.initials, headers);
  return {
    ...state,
    headers,
    rows,
    visible: shown,
    filters,
    sort: defaultSort(headers),
    form: null,
    seeded: true,
  };
}

const mapRow = (state: TrackerState, key: string, f: (row: DeliverableRow) => DeliverableRow | null): TrackerState => ({
  ...state,
  rows: state.rows.flatMap((row) => {
    if (row.key !== key) return [row];
    const next = f(row);
    return next ? [next] : [];
  }),
});

export function trackerReducer(state: TrackerState, action: TrackerAction): TrackerState {
  switch (action.type) {
    case 'loaded-cloud': {
      // Unsaved local changes survive a reload (never lose an edit); they keep the version they
      // were based on, so saving them later still detects what others changed meanwhile.
      const dirty = state.rows.filter((r) => r.state !== 'clean');
      const taken = new Set(dirty.flatMap((r) => [nameKey(r.originalItem ?? ''), nameKey(text(r.values, COL.item))]));
      const fresh = action.items
        .filter((i) => !taken.has(nameKey(String(i.values[COL.item] ?? ''))))
        .map((i) => fromCloud(i.values, i.version));
      const values = [...dirty.map((r) => r.values), ...action.items.map((i) => i.values)];
      const headers = allHeaders(columnsOf(values).filter((c) => c !== 'version'));
      return afterLoad(state, headers, [...dirty, ...fresh], action.who);
    }
    case 'loaded-csv':
      return afterLoad(
        state,
        allHeaders(action.headers),
        action.rows.map((v) => fromCsv(v)),
        action.who,
      );
    case 'add': {
      const headers = [...state.headers, ...Object.keys(action.values).filter((c) => !state.headers.includes(c))];
      return { ...state, headers, rows: [added(action.values), ...state.rows], form: null };
    }
    case 'edit': {
      const headers = [...state.headers, ...Object.keys(action.values).filter((c) => !state.headers.includes(c))];
      return { ...mapRow(state, action.key, (row) => edited(row, action.values)), headers, form: null };
    }
    case 'toggle-delete':
      return mapRow(state, action.key, toggleDeleted);
    case 'bulk':
      return { ...state, rows: action.result.rows };
    case 'filter': {
      const filters = { ...state.filters };
      if (action.value === '') delete filters[action.column];
      else filters[action.column] = action.value;
      return { ...state, filters };
    }
    case 'clear-filters':
      return { ...state, filters: {} };
    case 'sort':
      return { ...state, sort: action.sort };
    case 'reset-sort':
      return { ...state, sort: defaultSort(state.headers) };
    case 'visible': {
      const without = state.visible.filter((c) => c !== action.column);
      // Keep the data's column order whatever order boxes are ticked in.
      const next = action.shown ? state.headers.filter((h) => without.includes(h) || h === action.column) : without;
      return { ...state, visible: next };
    }
    case 'open-form':
      return { ...state, form: action.form };
    case 'saved':
      return mapRow(state, action.key, (row) =>
        saved(action.values ? { ...row, values: { ...row.values, ...action.values } } : row, action.version),
      );
    case 'tracker': {
      const added = Object.values(action.values).flatMap((v) => Object.keys(v));
      const headers = [...state.headers, ...[...new Set(added)].filter((c) => !state.headers.includes(c))];
      return {
        ...state,
        headers,
        rows: state.rows.map((row) => {
          const extra = action.values[row.key];
          return extra ? { ...row, values: { ...row.values, ...extra } } : row;
        }),
      };
    }
    case 'removed':
      return mapRow(state, action.key, () => null);
    case 'take-theirs':
      return mapRow(state, action.key, (row) =>
        action.theirs ? fromCloud(action.theirs.values, action.theirs.version, row.key) : null,
      );
    case 'keep-mine':
      return mapRow(state, action.key, (row) =>
        action.version === null
          ? // They deleted it: mine is created again.
            {
              ...row,
              state: row.state === 'deleted' ? 'deleted' : 'new',
              wasNew: row.state !== 'deleted',
              version: null,
              originalItem: null,
            }
          : { ...row, version: action.version },
      );
  }
}

/** The row shown in the form, or null for Add. */
export function formRow(state: TrackerState): DeliverableRow | null {
  const form = state.form;
  if (form?.mode !== 'edit') return null;
  return state.rows.find((r) => r.key === form.key) ?? null;
}

export { COL };
