import { useEffect, useMemo, useRef } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { BulkResult } from '@tools/bulk';
import { Button } from '../fields/button.tsx';
import { InlineAlert } from '../inline-alert.tsx';
import { ProgressBar } from '../progress-bar.tsx';
import { Table } from '../table/table.tsx';
import type { BulkRun, LeaseTexts, LeaseView } from './use-bulk-run.ts';
import { uiMessages } from '../messages.ts';

/** One line of the result list: the item, its result so far and the text shown for it. */
export interface BulkRow<T, V> {
  key: string;
  item: T;
  result: BulkResult<T, V> | undefined;
  text: string;
}

export interface BulkRunPanelLabels<T, V> {
  /** Names the progress bar, e.g. 'Writing late penalties'. */
  progress: string;
  cancel: string;
  retryFailed: (count: number) => string;
  /** The text of one item's result; `undefined` while it has none yet (pending). */
  result: (result: BulkResult<T, V> | undefined, item: T) => string;
  /** Announced while running (at each quarter, not every item); default `3 / 12`. */
  progressText?: (completed: number, total: number) => string;
  /** Shown while the run pauses because Learn asked to wait; default ui's `bulkWaiting`. */
  waiting?: (resumeAt: Date) => string;
  /** The button that ends a pause at once (the reason comes with the pause); default 'Continue now'. */
  continueNow?: string;
}

export interface BulkResultList<T, V> {
  label: string;
  resultHeader: string;
  /** Columns describing the item (row header first); the result column is added after them. */
  columns: ColumnDef<BulkRow<T, V>, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's idiom for mixed value types
  /** Items to list before a run starts (the preview); default the run's items. */
  items?: readonly T[];
}

export interface BulkRunPanelProps<T, V> {
  bulk: BulkRun<T, V>;
  labels: BulkRunPanelLabels<T, V>;
  /** The per-item result list. Leave out when the screen shows each result in its own table. */
  list?: BulkResultList<T, V>;
  /** The tool's closing sentence (e.g. 'Posted 2 of 3 grades.'), announced when the run ends. */
  summary?: string | null;
  /** Default true; false keeps the summary for screen readers only. */
  summaryVisible?: boolean;
  /** What 'Retry failed' does; default `bulk.retryFailed()`. */
  onRetry?: () => void;
}

/**
 * Another run holds the lease (who, since when; Wait and, for a stale one, Take over), or ours
 * lost it. The buttons sit beside the panel's Cancel, which gives up waiting.
 */
function LeaseNotice({ view, texts }: { view: LeaseView; texts: LeaseTexts }) {
  if (view.state === 'lost') return <InlineAlert className="ct-bulk__lease">{texts.lost(view.holder)}</InlineAlert>;
  const { holder, waiting } = view;
  return (
    <InlineAlert tone="warning" className="ct-bulk__lease">
      <p>{texts.held(holder)}</p>
      <p>{holder.stale ? texts.stale(holder) : waiting ? texts.waiting : texts.waitHint}</p>
    </InlineAlert>
  );
}

function defaultWaiting(resumeAt: Date): string {
  return uiMessages.bulkWaiting.replace('{time}', resumeAt.toLocaleTimeString());
}

/** Announce at each quarter (and at the end), so a screen reader is not read every item. */
function announced(completed: number, total: number): number {
  if (completed >= total) return total;
  const step = Math.max(1, Math.ceil(total / 4));
  return Math.floor(completed / step) * step;
}

/**
 * The screen part of a bulk run: progress bar, Cancel while it runs, 'Retry failed (n)' after,
 * a live region and (optionally) the per-item result list. Texts come from the tool's catalogue.
 */
export function BulkRunPanel<T, V>({
  bulk,
  labels,
  list,
  summary,
  summaryVisible = true,
  onRetry,
}: BulkRunPanelProps<T, V>) {
  const running = bulk.active;
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(running);
  // The button that starts a run (Write…, Apply…) goes away as it starts, and Cancel as it ends: focus
  // would fall to the page (issue 24 §2). When it has, it goes to Cancel as the run starts and to the
  // announced summary as it ends. Focus the user has put somewhere else stays there.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && running && !wasRunning.current) cancelRef.current?.focus();
    if (lost && !running && wasRunning.current) summaryRef.current?.focus();
    wasRunning.current = running;
  }, [running]);
  const held = bulk.lease?.state === 'held' ? bulk.lease : null;
  const progressText = labels.progressText ?? ((done: number, total: number) => `${done} / ${total}`);
  const listItems = list ? (bulk.status === 'idle' ? (list.items ?? bulk.items) : bulk.items) : undefined;
  const { keyOf, results } = bulk;
  const resultText = labels.result;
  // Results are part of the row data: TanStack caches cell values per row object.
  const rows = useMemo<BulkRow<T, V>[]>(
    () =>
      (listItems ?? []).map((item) => {
        const key = keyOf(item);
        const result = results.get(key);
        return { key, item, result, text: resultText(result, item) };
      }),
    [listItems, keyOf, results, resultText],
  );
  const columns = useMemo<BulkResultList<T, V>['columns']>(
    () => (list ? [...list.columns, { id: 'result', accessorKey: 'text', header: list.resultHeader }] : []),
    [list],
  );

  // Not only after a run: a run that could not start (its lease or its preparation failed) leaves
  // the panel idle, and the screen's summary is then the only place that says why.
  const live = running ? progressText(announced(bulk.completed, bulk.total), bulk.total) : (summary ?? '');
  const liveVisible = !running && summaryVisible;
  const waiting =
    running && bulk.waitingUntil !== null ? (labels.waiting ?? defaultWaiting)(new Date(bulk.waitingUntil)) : null;
  return (
    <div className="ct-bulk">
      {bulk.lease && bulk.leaseTexts ? <LeaseNotice view={bulk.lease} texts={bulk.leaseTexts} /> : null}
      {bulk.status !== 'idle' && bulk.status !== 'blocked' ? (
        <ProgressBar
          label={labels.progress}
          value={bulk.completed}
          max={bulk.total}
          {...(labels.progressText ? { valueText: labels.progressText(bulk.completed, bulk.total) } : {})}
        />
      ) : null}
      {/* Learn's 429/503 pauses the run; it goes on by itself, so this is news, not an error. */}
      {waiting ? <p className="ct-bulk__waiting">{waiting}</p> : null}
      {/* Always rendered: a live region must exist before its text changes to be announced. */}
      <p ref={summaryRef} role="status" tabIndex={-1} className={liveVisible ? 'ct-bulk__summary' : 'visually-hidden'}>
        {live}
      </p>
      {/* Something the user waits on changed: an alert, announced as it appears. */}
      {running && bulk.paused ? (
        <InlineAlert tone="warning">
          <p>{bulk.paused.reason}</p>
          <Button onClick={bulk.resume}>{labels.continueNow ?? uiMessages.continueNow}</Button>
        </InlineAlert>
      ) : null}
      {running || (bulk.status === 'done' && bulk.retryable > 0) ? (
        <div className="ct-toolbar">
          {/* Keys: a new element for each, so React does not turn the red Cancel into Retry and let
              the background fade from red under the new text colour. */}
          {held && bulk.leaseTexts ? (
            <>
              {held.waiting ? null : (
                <Button key="wait" variant={held.holder.stale ? 'secondary' : 'primary'} onClick={bulk.wait}>
                  {bulk.leaseTexts.wait}
                </Button>
              )}
              {held.holder.stale ? (
                <Button key="take-over" variant="primary" onClick={bulk.takeOver}>
                  {bulk.leaseTexts.takeOver}
                </Button>
              ) : null}
            </>
          ) : null}
          {running ? (
            <Button key="cancel" ref={cancelRef} variant="danger" onClick={bulk.cancel}>
              {labels.cancel}
            </Button>
          ) : (
            <Button key="retry" onClick={onRetry ?? (() => void bulk.retryFailed())}>
              {labels.retryFailed(bulk.retryable)}
            </Button>
          )}
        </div>
      ) : null}
      {list ? <Table label={list.label} columns={columns} data={rows} getRowId={(r) => r.key} /> : null}
    </div>
  );
}
