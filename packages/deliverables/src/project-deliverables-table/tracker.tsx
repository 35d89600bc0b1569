import { useQuery } from '@tanstack/react-query';
import { deliverablesApi } from '../api/client.ts';
import { useOptionalBackend } from '@tools/backend-api/react';
import { format, useMessages, type RequiredLaunch } from '@tools/launch';
import { userQueryOptions, useLearnClient } from '@tools/learn-api';
import { Button, Checkbox, Dialog, DownloadButton, FileField, InlineAlert, ProgressBar } from '@tools/ui';
import { lazy, Suspense, useId, useMemo, useReducer, useRef, useState } from 'react';
import {
  COL,
  dayOf,
  exportFileName,
  exportRows,
  initialsOf,
  roleOf,
  sprintOf,
  type DeliverableRow,
} from '../domain/index.ts';
import { messages } from '../messages.ts';
import demoCsvUrl from '../samples/deliverables-demo.csv?url';
import sampleCsvUrl from '../samples/deliverables-sample.csv?url';
import { cellReader } from './cell-values.ts';
import type { Conflict } from './conflicts.tsx';
import { Grid } from './grid.tsx';
import { ColumnChooser, Legend } from './legend-and-columns.tsx';
import { SprintCalendarCard } from './sprint-calendar-card.tsx';
import { formRow, initialTracker, trackerReducer } from './tracker-state.ts';
import { useTrackerActions } from './use-tracker-actions.ts';

// Opened on demand: the form (with its enumerations) and the conflict view load with first use.
const RowForm = lazy(() => import('./row-form.tsx').then((m) => ({ default: m.RowForm })));
const Conflicts = lazy(() => import('./conflicts.tsx').then((m) => ({ default: m.Conflicts })));

/** The whole tracker for one launch (spec 001 §2.10). */
export function Tracker({ launch }: { launch: RequiredLaunch<'token' | 'uuid'> }) {
  const m = useMessages(messages);
  const user = useQuery(userQueryOptions(useLearnClient(), launch.uuid));
  const name = [user.data?.name?.given, user.data?.name?.family].filter(Boolean).join(' ');
  const role = roleOf(launch.role);
  const who = useMemo(() => ({ role, initials: initialsOf(name) }), [role, name]);
  const [state, dispatch] = useReducer(trackerReducer, initialTracker);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [onlyDisplayed, setOnlyDisplayed] = useState(false);
  const [focusColumn, setFocusColumn] = useState<string | undefined>();
  const [helpOpen, setHelpOpen] = useState(false);
  const shown = useRef<DeliverableRow[]>([]);
  const [shownCount, setShownCount] = useState(0);
  const rowsBox = useRef<HTMLDivElement>(null);
  const rowsId = useId();
  const today = useMemo(() => dayOf(new Date()), []);
  const read = useMemo(() => cellReader({ today, currentSprint: sprintOf(today) }), [today]);
  const backend = useOptionalBackend(deliverablesApi);
  const actions = useTrackerActions({ backend, uuid: launch.uuid, who, state, dispatch, setConflicts });
  const { notice, busy, progress } = actions;

  const columns = useMemo(() => [...state.headers, COL.exceptions], [state.headers]);
  const live = state.rows.filter((r) => r.state !== 'deleted');
  const exportColumns = onlyDisplayed ? columns.filter((c) => state.visible.includes(c)) : columns;
  const csv = (rows: DeliverableRow[]) => exportRows(rows, exportColumns, read);
  const editing = formRow(state);
  const hasRows = state.rows.length > 0;

  return (
    <div className="dl-tracker">
      {hasRows ? (
        // Past the toolbars and the calendar to the rows (spec 001's page has some 99 tab stops before them).
        <a
          className="ct-skip-link"
          href={`#${rowsId}`}
          onClick={(event) => {
            event.preventDefault();
            rowsBox.current?.querySelector<HTMLElement>('tbody [data-cell]')?.focus();
          }}
        >
          {m.skipToRows}
        </a>
      ) : null}
      <p className="dl-welcome">
        {format(m.welcome, { name: name || launch.uuid, role })}{' '}
        <Button variant="ghost" className="dl-help" onClick={() => setHelpOpen(true)}>
          {m.help}
        </Button>
      </p>
      <Dialog open={helpOpen} title={m.helpTitle} onClose={() => setHelpOpen(false)} closeLabel={m.close}>
        <p>{m.helpBody}</p>
      </Dialog>

      <div className="dl-toolbar">
        <Button
          variant="primary"
          busy={busy === 'load'}
          busyText={m.loading}
          onClick={() => void actions.loadFromCloud()}
        >
          {m.loadFromCloud}
        </Button>
        <Button variant="primary" busy={busy === 'save'} onClick={() => void actions.saveToCloud()}>
          {m.saveToCloud}
        </Button>
        <FileField label={m.uploadCsv} accept=".csv,text/csv" onFile={(file) => void actions.uploadCsv(file)} />
      </div>
      {progress ? <ProgressBar label={progress.label} value={progress.value} max={progress.max} /> : null}
      <div className="dl-notices">
        {/* Both always rendered: each is a live region whose lines change with every action. */}
        <InlineAlert tone="info" live="status">
          {notice.info.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </InlineAlert>
        <InlineAlert tone="error" live="alert">
          {notice.errors.map((t) => (
            <p key={t}>{t}</p>
          ))}
          {notice.groups.map((group) => (
            <div key={group.text}>
              <p>{group.text}</p>
              <details>
                <summary>{format(m.workItemIds, { n: group.ids.length })}</summary>
                <p className="dl-ids">{group.ids.join(', ')}</p>
              </details>
            </div>
          ))}
        </InlineAlert>
      </div>

      <SprintCalendarCard today={today} />
      <Legend />
      {conflicts.length > 0 ? (
        <Suspense fallback={null}>
          <Conflicts conflicts={conflicts} onKeepMine={actions.keepMine} onKeepTheirs={actions.keepTheirs} />
        </Suspense>
      ) : null}

      <div className="dl-toolbar">
        <Button onClick={() => dispatch({ type: 'open-form', form: { mode: 'add' } })}>{m.addItem}</Button>
        <Button disabled={!hasRows} onClick={() => void actions.bulk('reRank', m.reRanked)}>
          {m.reRank}
        </Button>
        <Button disabled={!hasRows} onClick={() => void actions.bulk('setScrums', m.scrumsSet)}>
          {m.setScrums}
        </Button>
        <Button disabled={!hasRows} onClick={() => void actions.bulk('setHours', m.hoursSet)}>
          {m.setHours}
        </Button>
        <DownloadButton
          label={m.downloadAll}
          disabled={!hasRows}
          filename={exportFileName('all', new Date())}
          getRows={() => csv(live)}
        />
        <DownloadButton
          label={m.downloadFiltered}
          disabled={!hasRows}
          filename={exportFileName('filtered', new Date())}
          getRows={() => csv(shown.current.filter((r) => r.state !== 'deleted'))}
        />
        <Button onClick={() => dispatch({ type: 'reset-sort' })}>{m.resetSort}</Button>
        <Button onClick={() => dispatch({ type: 'clear-filters' })}>{m.clearFilters}</Button>
        <Button
          disabled={!hasRows}
          busy={busy === 'snapshot'}
          onClick={() => {
            const [headers = [], ...rows] = csv(shown.current.filter((r) => r.state !== 'deleted'));
            void actions.saveSnapshot(headers, rows, live.length);
          }}
        >
          {m.saveSnapshot}
        </Button>
        <Checkbox label={m.includeOnlyDisplayed} checked={onlyDisplayed} onChange={(_, on) => setOnlyDisplayed(on)} />
      </div>

      {hasRows ? (
        <>
          <ColumnChooser
            columns={columns}
            visible={state.visible}
            onChange={(column, on) => dispatch({ type: 'visible', column, shown: on })}
          />
          <p className="dl-count" role="status">
            {format(m.showing, { shown: shownCount, total: state.rows.length })}
          </p>
          <div ref={rowsBox} id={rowsId}>
            <Grid
              rows={state.rows}
              columns={columns}
              visible={state.visible}
              filters={state.filters}
              sort={state.sort}
              today={today}
              read={read}
              onFilter={(column, value) => dispatch({ type: 'filter', column, value })}
              onSort={(sort) => dispatch({ type: 'sort', sort })}
              onEdit={(row, column) => {
                setFocusColumn(column);
                dispatch({ type: 'open-form', form: { mode: 'edit', key: row.key } });
              }}
              onToggleDelete={(row) => dispatch({ type: 'toggle-delete', key: row.key })}
              onRowsChange={(rows) => {
                shown.current = rows;
                setShownCount(rows.length);
              }}
            />
          </div>
        </>
      ) : actions.source === 'cloud' ? (
        <p className="dl-empty">{m.cloudEmpty}</p>
      ) : (
        <p className="dl-empty">
          {m.empty}{' '}
          <a href={sampleCsvUrl} download="deliverables-sample.csv">
            {m.sampleCsv}
          </a>{' '}
          <a href={demoCsvUrl} download="deliverables-demo.csv">
            {m.demoCsv}
          </a>
        </p>
      )}

      {state.form ? (
        <Suspense fallback={null}>
          <RowForm
            key={state.form.mode === 'edit' ? state.form.key : 'add'}
            mode={state.form.mode}
            initial={editing?.values ?? {}}
            headers={state.headers}
            shown={state.visible}
            role={role}
            focusColumn={state.form.mode === 'edit' ? focusColumn : undefined}
            onCancel={() => dispatch({ type: 'open-form', form: null })}
            onSubmit={(values) =>
              editing ? dispatch({ type: 'edit', key: editing.key, values }) : dispatch({ type: 'add', values })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
