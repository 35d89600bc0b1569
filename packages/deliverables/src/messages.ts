import { defineMessages } from '@tools/launch';

/**
 * Every visible text of ProjectDeliverablesTable. Spec 001 §2.10/§8 and spec 000 §3/§8 texts
 * are word for word; the rest (marked "ours") is wording the spec leaves open.
 */
export const messages = defineMessages({
  en_US: {
    title: 'Technical Innovations Portfolio Deliverables',
    help: 'Help',
    helpTitle: 'Using the deliverables tracker', // ours
    helpBody:
      'Load from Cloud reads the shared portfolio; Upload CSV reads a spreadsheet export. Edit rows with Edit (or Enter on a cell), then Save to Cloud. New, updated and deleted rows are coloured until saved. Filters match text in any case; start a filter with ! or NOT to exclude. If someone else saved a row since you loaded it, the save shows both versions and lets you keep either.', // ours
    close: 'Close', // ours
    welcome: 'Welcome, {name} ({role})', // ours: the spec shows the name and the role
    missingParams: 'Missing access token or user UUID. Please try again.',
    // actions
    loadFromCloud: 'Load from Cloud',
    saveToCloud: 'Save to Cloud',
    uploadCsv: 'Upload CSV',
    addItem: 'Add Item',
    reRank: 'Re-Rank',
    setScrums: 'Set SCRUMs',
    setHours: 'Set Hours',
    downloadAll: 'Download CSV (All)',
    downloadFiltered: 'Download CSV (Filtered)',
    resetSort: 'Reset Sort',
    clearFilters: 'Clear Filters',
    includeOnlyDisplayed: 'Include Only Displayed Fields',
    columns: 'Columns', // ours: the column chooser's group name
    saveSnapshot: 'Save snapshot to save URL', // ours: spec 000's POST {headers, rows, meta}
    // sprint calendar
    sprintCalendar: 'Sprint Calendar',
    show: 'Show',
    hide: 'Hide',
    sprintColumn: 'Sprint', // ours
    startColumn: 'Starts', // ours
    endColumn: 'Ends', // ours
    currentSprint: 'Current sprint: {sprint}', // ours
    // legend and states
    legend: 'Legend', // ours
    stateNew: 'New',
    stateUpdated: 'Updated',
    stateDeleted: 'Deleted',
    stateClean: 'Unchanged', // ours (read to screen readers only)
    // table
    tableLabel: 'Deliverables', // ours: the table caption (visually hidden)
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    undo: 'Undo',
    editRow: 'Edit {item}', // ours: accessible name
    deleteRow: 'Delete {item}', // ours
    undoRow: 'Undo delete of {item}', // ours
    filterPlaceholder: 'Filter (use !term or NOT term to exclude)',
    filterLabel: 'Filter {column}', // ours
    noMatches: 'No rows match your filters.',
    empty: 'Upload a CSV or click Load from Cloud to begin.',
    sampleCsv: 'Download a sample CSV', // ours
    demoCsv: 'Download the demo portfolio (60 rows)', // ours
    showing: 'Showing {shown} of {total} rows', // ours
    pastDue: 'Past due',
    dueSoon: 'Due within 7 days',
    // form
    addRowTitle: 'Add Row', // ours
    updateRowTitle: 'Update Row', // ours
    add: 'Add',
    update: 'Update',
    cancel: 'Cancel',
    markDone: 'Mark DONE',
    setDate: 'Set Date',
    requiredMissing: 'Fill in the required fields: {fields}', // ours
    choose: '— choose —', // ours: the empty option of a picker
    // progress and info (spec 001 §8, 000 §8)
    parsing: 'Reading {name}…', // ours
    loading: 'Loading from Cloud…', // ours
    saving: 'Saving {done} of {total}…', // ours
    noBackend: 'No backEndUrl provided.',
    loadFailed: 'Failed to load from cloud: {detail}',
    saveFailed: 'Failed to save: {method} {status} {item}: {detail}',
    parseFailed: 'Failed to parse CSV: {msg}',
    readFailed: 'Could not read the file.',
    adoFailed: 'ADO sync failed for {id}: {msg}',
    loadedCloud: 'Loaded {n} row(s) from Cloud',
    loadedCsv: 'Loaded {n} rows from CSV',
    saved: 'Saved {n} rows (updated: {updated}, created: {created}, deleted: {deleted})',
    synced: 'Synced ADO details for {n} row(s)',
    reRanked: 'Re-ranked items. {n} rows changed',
    scrumsSet: 'Set SCRUMs complete. {n} rows updated',
    hoursSet: 'Set Hours complete. {n} rows updated',
    nothingToSave: 'Nothing to save.', // ours
    snapshotFailed: 'Save failed ({status}): {text}',
    snapshotSaved: 'Saved {n} record(s) to cloud successfully.',
    // conflicts (ours: issue 12 §2 "shows the other person's change next to yours and lets you keep either")
    conflictsTitle: 'Changed by someone else', // ours
    conflictsIntro:
      '{n} row(s) were saved by someone else since you loaded them. Choose which version to keep for each.', // ours
    conflictRow: '{item}', // ours
    theirVersion: 'Their version ({by}, {at})', // ours
    theirDeleted: 'They deleted this row.', // ours
    yourVersion: 'Your version', // ours
    keepMine: 'Keep mine', // ours
    keepTheirs: 'Keep theirs', // ours
    column: 'Column', // ours
    failedRows: 'Not saved ({n}): fix or retry with Save to Cloud.', // ours
  },
});
