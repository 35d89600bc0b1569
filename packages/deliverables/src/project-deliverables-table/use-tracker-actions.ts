import { BackendError } from '@tools/backend-api';
import { type DeliverablesApi } from '../api/client.ts';
import { format, useMessages } from '@tools/launch';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { sprintOf, dayOf, type RowValues } from '../domain/index.ts';
import { messages } from '../messages.ts';
import type { Conflict } from './conflicts.tsx';
import type { TrackerAction, TrackerState, Who } from './tracker-state.ts';

interface Deps {
  backend: DeliverablesApi | null;
  uuid: string;
  who: Who;
  state: TrackerState;
  dispatch: Dispatch<TrackerAction>;
  setConflicts: Dispatch<SetStateAction<Conflict[]>>;
}

export interface Notice {
  info: string[];
  errors: string[];
  /** Errors shared by many items: one line, the items' ids in a details list. */
  groups: { text: string; ids: string[] }[];
}

/**
 * Failed work-item lookups, one line per reason: a reason shared by several ids is said once
 * (a 1,250-row import of unknown items is one line, not 1,250), with the ids listed under it.
 */
export function groupFailures(
  failures: readonly { id: string; message: string }[],
  m: { adoFailed: string; workItems: string },
): { lines: string[]; groups: Notice['groups'] } {
  // The reason without the item's own id ('Work item 9001 was not found' and '… 9002 …' are one reason).
  const reasonOf = (f: { id: string; message: string }) =>
    f.message
      .split(f.id)
      .join('')
      .replace(/\s{2,}/g, ' ')
      .trim();
  const byReason = new Map<string, { id: string; message: string }[]>();
  for (const f of failures) byReason.set(reasonOf(f), [...(byReason.get(reasonOf(f)) ?? []), f]);
  const lines: string[] = [];
  const groups: Notice['groups'] = [];
  for (const [reason, items] of byReason) {
    if (items.length === 1) lines.push(format(m.adoFailed, { id: items[0]!.id, msg: items[0]!.message }));
    else
      groups.push({
        text: format(m.adoFailed, { id: format(m.workItems, { n: items.length }), msg: reason }),
        ids: items.map((f) => f.id).sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
      });
  }
  return { lines, groups };
}

/** A stored row as cells + version. */
function stored(item: Record<string, string | number>): { values: RowValues; version: number } {
  const { version, ...values } = item;
  return { values, version: Number(version) };
}

const detail = (error: unknown) =>
  error instanceof BackendError
    ? `${error.status} ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);

/** The tracker's actions that talk to the server or read files, with their messages and progress. */
export function useTrackerActions({ backend, uuid, who, state, dispatch, setConflicts }: Deps) {
  const m = useMessages(messages);
  const [notice, setNotice] = useState<Notice>({ info: [], errors: [], groups: [] });
  // Where the rows on screen came from: an empty cloud is not a reason to ask for a CSV.
  const [source, setSource] = useState<'cloud' | 'csv' | null>(null);
  const [busy, setBusy] = useState<'load' | 'save' | 'parse' | 'snapshot' | null>(null);
  const [progress, setProgress] = useState<{ label: string; value: number; max: number } | null>(null);
  const say = (info: string[], errors: string[] = []) => setNotice({ info, errors, groups: [] });
  const [syncRequest, setSyncRequest] = useState(0);

  // After a load, the work-item tracker fields are filled in from ADO through our server.
  useEffect(() => {
    if (syncRequest === 0 || !backend) return;
    let current = true;
    // Each action's code loads with its first use (the ADO sync, CSV normalising, saving, the bulk
    // edits): the first screen carries only what it shows, inside the route's JavaScript budget.
    const rows = state.rows;
    void import('./ado-sync.ts')
      .then(async ({ syncWorkItems }) => {
        const result = await syncWorkItems(backend, rows, sprintOf(dayOf(new Date())));
        if (!current) return;
        dispatch({ type: 'tracker', values: result.values });
        const failed = groupFailures(result.failures, m);
        setNotice((old) => ({
          info: [...old.info, format(m.synced, { n: result.synced })],
          errors: [...old.errors, ...failed.lines],
          groups: [...old.groups, ...failed.groups],
        }));
      })
      .catch((error: unknown) => {
        if (current)
          setNotice((old) => ({ ...old, errors: [...old.errors, format(m.notLoaded, { detail: detail(error) })] }));
      });
    return () => {
      current = false;
    };
  }, [syncRequest]); // eslint-disable-line react-hooks/exhaustive-deps -- one sync per load, on the rows of that load

  async function loadFromCloud() {
    if (!backend) return say([], [m.noBackend]);
    setBusy('load');
    try {
      const items = await backend.all(uuid);
      dispatch({ type: 'loaded-cloud', items: items.map(stored), who });
      setSource('cloud');
      setConflicts([]);
      say([format(m.loadedCloud, { n: items.length })]);
      setSyncRequest((n) => n + 1);
    } catch (error) {
      say([], [format(m.loadFailed, { detail: detail(error) })]);
    } finally {
      setBusy(null);
    }
  }

  async function uploadCsv(file: File) {
    setBusy('parse');
    const label = format(m.parsing, { name: file.name });
    try {
      // Loaded on the first upload, like papaparse and the normaliser: most visits never read a CSV.
      const { parseCsvFile } = await import('./parse-csv.ts');
      const records = await parseCsvFile(file, (loaded, total) => setProgress({ label, value: loaded, max: total }));
      const { normaliseCsv } = await import('../domain/csv-normalise.ts');
      const csv = normaliseCsv(records);
      dispatch({ type: 'loaded-csv', headers: csv.headers, rows: csv.rows, who });
      setSource('csv');
      say([format(m.loadedCsv, { n: csv.rows.length })]);
      setSyncRequest((n) => n + 1);
    } catch (error) {
      // The current table stays as it was.
      say(
        [],
        [
          (error as Error).name === 'CsvReadError'
            ? m.readFailed
            : format(m.parseFailed, { msg: (error as Error).message }),
        ],
      );
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  async function saveToCloud() {
    if (!backend) return say([], [m.noBackend]);
    const changed = state.rows.filter((r) => r.state !== 'clean');
    if (changed.length === 0) return say([m.nothingToSave]);
    setBusy('save');
    try {
      await saveChanged(backend, changed);
    } catch (error) {
      // Its code did not load (a dropped connection, a new deployment under an open page), or the run
      // stopped: say so. Rows already saved are marked saved as they finish.
      say([], [format(m.notLoaded, { detail: detail(error) })]);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  async function saveChanged(backend: DeliverablesApi, changed: TrackerState['rows']) {
    const label = format(m.saving, { done: 0, total: changed.length });
    const { saveRows, summarise } = await import('./save-rows.ts');
    setProgress({ label, value: 0, max: changed.length });
    const outcomes = await saveRows(backend, changed, uuid, (outcome, done) => {
      setProgress({ label: format(m.saving, { done, total: changed.length }), value: done, max: changed.length });
      if (outcome.kind === 'deleted') dispatch({ type: 'removed', key: outcome.key });
      else if (outcome.kind === 'created' || outcome.kind === 'updated') {
        const { values, version } = stored(outcome.item);
        dispatch({ type: 'saved', key: outcome.key, version, values });
      }
    });
    const s = summarise(outcomes);
    setConflicts(s.conflicts.map((c) => ({ mine: c.mine, theirs: c.theirs })));
    const n = s.created + s.updated + s.deleted;
    say(
      [format(m.saved, { n, updated: s.updated, created: s.created, deleted: s.deleted })],
      [
        ...s.failures.map((f) =>
          format(m.saveFailed, { method: f.method, status: f.status ?? '', item: f.item, detail: f.message }),
        ),
        ...(s.failures.length > 0 ? [format(m.failedRows, { n: s.failures.length })] : []),
      ],
    );
  }

  /** Spec 000's Save to Cloud: the rows on screen as `{headers, rows, meta}` to the configured save URL. */
  async function saveSnapshot(headers: string[], rows: string[][], totalCount: number) {
    if (!backend) return say([], [m.noBackend]);
    setBusy('snapshot');
    try {
      const meta = { filteredCount: rows.length, totalCount, exportedAt: new Date().toISOString() };
      const result = await backend.snapshot({ headers, rows, meta });
      if (result.ok) say([format(m.snapshotSaved, { n: result.saved })]);
      else say([], [format(m.snapshotFailed, { status: result.status, text: result.text })]);
    } catch (error) {
      say(
        [],
        [format(m.snapshotFailed, { status: error instanceof BackendError ? error.status : 0, text: detail(error) })],
      );
    } finally {
      setBusy(null);
    }
  }

  async function bulk(edit: 'reRank' | 'setScrums' | 'setHours', template: string) {
    const rows = state.rows;
    try {
      const result = (await import('../domain/bulk.ts'))[edit](rows);
      dispatch({ type: 'bulk', result });
      say([format(template, { n: result.changed })]);
    } catch (error) {
      say([], [format(m.notLoaded, { detail: detail(error) })]);
    }
  }

  function keepMine(c: Conflict) {
    dispatch({ type: 'keep-mine', key: c.mine.key, version: c.theirs ? Number(c.theirs.version) : null });
    setConflicts((all) => all.filter((x) => x.mine.key !== c.mine.key));
  }

  function keepTheirs(c: Conflict) {
    dispatch({ type: 'take-theirs', key: c.mine.key, theirs: c.theirs ? stored(c.theirs) : null });
    setConflicts((all) => all.filter((x) => x.mine.key !== c.mine.key));
  }

  return {
    notice,
    source,
    busy,
    progress,
    loadFromCloud,
    uploadCsv,
    saveToCloud,
    saveSnapshot,
    bulk,
    keepMine,
    keepTheirs,
  };
}
