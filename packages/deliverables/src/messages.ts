import { defineMessages } from '@tools/launch';

/**
 * Every visible text of ProjectDeliverablesTable. Spec 001 §2.10/§8 and spec 000 §3/§8 texts
 * are word for word (`spec`); `ours` is wording the spec leaves open.
 */
export const messages = defineMessages({
  spec: {
    title: 'Technical Innovations Portfolio Deliverables',
    help: 'Help',
    missingParams: 'Missing access token or user UUID. Please try again.',
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
    sprintCalendar: 'Sprint Calendar',
    show: 'Show',
    hide: 'Hide',
    stateNew: 'New',
    stateUpdated: 'Updated',
    stateDeleted: 'Deleted',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    undo: 'Undo',
    noMatches: 'No rows match your filters.',
    pastDue: 'Past due',
    dueSoon: 'Due within 7 days',
    add: 'Add',
    update: 'Update',
    cancel: 'Cancel',
    markDone: 'Mark DONE',
    setDate: 'Set Date',
    noBackend: 'No backEndUrl provided.',
    loadFailed: 'Failed to load from cloud: {detail}',
    saveFailed: 'Failed to save: {method} {status} {item}: {detail}', // spec: 'Failed to save: ...' with the method and status
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
    snapshotFailed: 'Save failed ({status}): {text}',
    snapshotSaved: 'Saved {n} record(s) to cloud successfully.',
  },
  ours: {
    helpTitle: 'Using the deliverables tracker',
    helpBody:
      'Load from Cloud reads the shared portfolio; Upload CSV reads a spreadsheet export. Edit rows with Edit (or Enter on a cell), then Save to Cloud. New, updated and deleted rows are coloured until saved. Filters match text in any case; start a filter with ! or NOT to exclude. If someone else saved a row since you loaded it, the save shows both versions and lets you keep either.',
    close: 'Close',
    welcome: 'Welcome, {name} ({role})', // the spec shows the name and the role
    columns: 'Columns', // the column chooser's group name
    saveSnapshot: 'Save snapshot to save URL', // spec 000's POST {headers, rows, meta}
    sprintColumn: 'Sprint',
    startColumn: 'Starts',
    endColumn: 'Ends',
    currentSprint: 'Current sprint: {sprint}',
    legend: 'Legend',
    stateClean: 'Unchanged', // read to screen readers only
    tableLabel: 'Deliverables', // the table caption (visually hidden)
    editRow: 'Edit {item}', // accessible name
    deleteRow: 'Delete {item}',
    undoRow: 'Undo delete of {item}',
    filterPlaceholder: 'Filter (use !term or NOT term to exclude)',
    filterLabel: 'Filter {column}',
    empty: 'Upload a CSV or click Load from Cloud to begin.', // spec 001 (wins over 000's 'Upload a CSV to begin.') says this without quoting it
    sampleCsv: 'Download a sample CSV',
    demoCsv: 'Download the demo portfolio (60 rows)',
    showing: 'Showing {shown} of {total} rows',
    addRowTitle: 'Add Row',
    updateRowTitle: 'Update Row',
    requiredMissing: 'Fill in the required fields: {fields}',
    choose: '— choose —', // the empty option of a picker
    parsing: 'Reading {name}…',
    loading: 'Loading from Cloud…',
    saving: 'Saving {done} of {total}…',
    nothingToSave: 'Nothing to save.',
    conflictsTitle: 'Changed by someone else',
    conflictsIntro:
      '{n} row(s) were saved by someone else since you loaded them. Choose which version to keep for each.',
    conflictRow: '{item}',
    theirVersion: 'Their version ({by}, {at})',
    theirDeleted: 'They deleted this row.',
    yourVersion: 'Your version',
    keepMine: 'Keep mine',
    keepTheirs: 'Keep theirs',
    column: 'Column',
    failedRows: 'Not saved ({n}): fix or retry with Save to Cloud.',
    notLoaded: 'That part of the tracker did not load ({detail}). Check your connection and try again.',
    // Issue 24: a keyboard user reaches the rows, knows how many are shown, and reads errors grouped.
    skipToRows: 'Skip to the first row',
    columnsSummary: 'Columns ({shown} of {total} shown)',
    workItems: '{n} work items', // stands for {id} in the spec's 'ADO sync failed for {id}: {msg}'
    workItemIds: 'Work item ids ({n})',
    cloudEmpty: 'The cloud has no deliverables yet. Add the first one with Add Item.',
    notInTable: '{fields}: required for new items, but not in this table; left empty.',
  },
});
