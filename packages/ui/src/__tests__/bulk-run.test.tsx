import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BulkContext, BulkPause, BulkReport, BulkResult } from '@tools/bulk';
import { BulkRunPanel, type BulkResultList, type BulkRunPanelLabels } from '../bulk/bulk-run-panel.tsx';
import { useBulkRun, type BulkStartOptions } from '../bulk/use-bulk-run.ts';
import { expectNoAxeViolations } from '../test/axe.ts';

interface Item {
  id: string;
  name: string;
  unchanged?: boolean;
}

const ITEMS: Item[] = [
  { id: 'u1', name: 'Ava' },
  { id: 'u2', name: 'Liam' },
  { id: 'u3', name: 'Sofia', unchanged: true },
  { id: 'u4', name: 'Noah' },
  { id: 'u5', name: 'Ethan' },
];

/** Writes that settle only when the test says so: no timers, no sleeping. */
function controlledWrites() {
  const pending = new Map<
    string,
    { resolve: (v: number) => void; reject: (e: unknown) => void; signal: AbortSignal }
  >();
  const calls: string[] = [];
  const run = (item: Item, { signal }: BulkContext) =>
    new Promise<number>((resolve, reject) => {
      calls.push(item.id);
      pending.set(item.id, { resolve, reject, signal });
    });
  const settle = async (id: string, outcome: number | Error) => {
    const write = pending.get(id);
    if (!write) throw new Error(`${id} is not in flight`);
    pending.delete(id);
    await act(async () => {
      if (outcome instanceof Error) write.reject(outcome);
      else write.resolve(outcome);
    });
  };
  return { run, settle, calls, pending };
}

const labels: BulkRunPanelLabels<Item, number> = {
  progress: 'Writing scores',
  cancel: 'Cancel',
  retryFailed: (n) => `Retry failed (${n})`,
  result: (r: BulkResult<Item, number> | undefined, item) => {
    if (!r) return item.unchanged ? 'Unchanged' : 'Pending';
    if (r.status === 'ok') return `Written ${r.value}`;
    if (r.status === 'failed') return `Failed: ${r.error}`;
    if (r.status === 'skipped') return r.reason;
    return 'Cancelled';
  },
  progressText: (done, total) => `${done} of ${total} written`,
};

const list: BulkResultList<Item, number> = {
  label: 'Score changes',
  resultHeader: 'Result',
  columns: [{ id: 'name', accessorFn: (r) => r.item.name, header: 'Student', meta: { isRowHeader: true } }],
  items: ITEMS,
};

function Harness({
  run,
  start = {},
  onReport,
}: {
  run: (item: Item, context: BulkContext) => Promise<number>;
  start?: BulkStartOptions;
  onReport?: (r: BulkReport<Item, number>) => void;
}) {
  const bulk = useBulkRun<Item, number>({
    key: (i) => i.id,
    run,
    concurrency: 2,
    skip: (i) => (i.unchanged ? 'Unchanged' : null),
  });
  const [summary, setSummary] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const go = () =>
    bulk.start(ITEMS, start).then(
      (report) => {
        onReport?.(report);
        setSummary(`Wrote ${report.counts.ok} of ${report.results.length}.`);
      },
      (e: Error) => setError(e.message),
    );
  return (
    <>
      {bulk.status === 'idle' ? <button onClick={() => void go()}>Write</button> : null}
      {error ? <p role="alert">{error}</p> : null}
      <BulkRunPanel bulk={bulk} labels={labels} list={list} summary={summary} />
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'Score changes' });
const resultOf = (name: string) =>
  within(within(table()).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').at(-1)?.textContent;
const results = () => ITEMS.map((i) => resultOf(i.name));

describe('useBulkRun + BulkRunPanel', () => {
  it('previews the items, then writes with progress, a live region, per-item results and Retry failed', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    const { container } = render(<Harness run={writes.run} />);
    expect(results()).toEqual(['Pending', 'Pending', 'Unchanged', 'Pending', 'Pending']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Write' }));
    const bar = screen.getByRole('progressbar', { name: 'Writing scores' });
    // The skip is known at once; two writes in flight (concurrency 2).
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(writes.calls).toEqual(['u1', 'u2']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 5 written');
    await expectNoAxeViolations(container);

    await writes.settle('u1', 10);
    await writes.settle('u2', new Error('Learn refused the request (HTTP 400): Invalid score'));
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 written');
    // Announced at quarters (2 of 5 items a step), not at every item.
    expect(screen.getByRole('status')).toHaveTextContent('2 of 5 written');
    await writes.settle('u4', 40);
    await writes.settle('u5', 50);

    expect(await screen.findByRole('status')).toHaveTextContent('Wrote 3 of 5.');
    expect(results()).toEqual([
      'Written 10',
      'Failed: Learn refused the request (HTTP 400): Invalid score',
      'Unchanged',
      'Written 40',
      'Written 50',
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(writes.calls).toEqual(['u1', 'u2', 'u4', 'u5', 'u2']);
    // Kept results stay; the retried one is pending again; progress continues from 4 of 5.
    expect(results()).toEqual(['Written 10', 'Pending', 'Unchanged', 'Written 40', 'Written 50']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    await writes.settle('u2', 20);
    await waitFor(() => expect(resultOf('Liam')).toBe('Written 20'));
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });

  it('Cancel: the writes in flight finish, the queued ones are cancelled at once and can be retried', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    render(<Harness run={writes.run} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes.pending.get('u1')?.signal.aborted).toBe(true);
    expect(results()).toEqual(['Pending', 'Pending', 'Unchanged', 'Cancelled', 'Cancelled']);
    await writes.settle('u1', 10);
    await writes.settle('u2', 20);
    expect(results()).toEqual(['Written 10', 'Written 20', 'Unchanged', 'Cancelled', 'Cancelled']);
    await user.click(screen.getByRole('button', { name: 'Retry failed (2)' }));
    expect(writes.calls).toEqual(['u1', 'u2', 'u4', 'u5']);
  });

  it('runs `prepare` first under the same Cancel; its failure rejects start and nothing is written', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    const prepare = () => Promise.reject(new Error('Could not create the column.'));
    render(<Harness run={writes.run} start={{ prepare }} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the column.');
    expect(writes.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Write' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a cancel during `prepare` cancels every item without writing', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    let reports: BulkReport<Item, number>[] = [];
    const prepare = (signal: AbortSignal) =>
      new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    render(<Harness run={writes.run} start={{ prepare }} onReport={(r) => (reports = [...reports, r])} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.counts).toEqual({ ok: 0, failed: 0, skipped: 1, cancelled: 4 });
    expect(writes.calls).toEqual([]);
  });

  it('skips keys that already succeeded (done) and cancels a run when the screen goes away', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    const { unmount } = render(<Harness run={writes.run} start={{ done: ['u1', 'u2'] }} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect(writes.calls).toEqual(['u4', 'u5']);
    expect(resultOf('Ava')).toBe('Already done.');
    const inFlight = writes.pending.get('u4')!;
    unmount();
    expect(inFlight.signal.aborted).toBe(true);
  });

  it('refuses a second start while a run is in progress, and a retry before any run', async () => {
    const writes = controlledWrites();
    const { result } = renderHook(() => useBulkRun<Item, number>({ key: (i) => i.id, run: writes.run }));
    await expect(result.current.retryFailed()).rejects.toThrow(
      'useBulkRun: nothing to retry before a run has finished',
    );
    let first: Promise<BulkReport<Item, number>> | undefined;
    act(() => {
      first = result.current.start(ITEMS.slice(0, 1));
    });
    await expect(result.current.start(ITEMS.slice(1, 2))).rejects.toThrow('useBulkRun: a run is already in progress');
    expect(writes.calls).toEqual(['u1']);
    await writes.settle('u1', 1);
    expect((await first)?.counts.ok).toBe(1);
    expect(result.current.status).toBe('done');
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', report: null, completed: 0, total: 0, retryable: 0 });
    expect(result.current.results.size).toBe(0);
  });

  it('ignores reset() while a run is in progress', async () => {
    const writes = controlledWrites();
    const { result } = renderHook(() => useBulkRun<Item, number>({ key: (i) => i.id, run: writes.run }));
    let run: Promise<BulkReport<Item, number>> | undefined;
    act(() => {
      run = result.current.start(ITEMS.slice(0, 1));
    });
    act(() => result.current.reset());
    expect(result.current.status).toBe('running');
    await waitFor(() => expect(writes.calls).toEqual(['u1']));
    await writes.settle('u1', 1);
    await run;
    expect(result.current.status).toBe('done');
  });
});

describe('a paused run (the budget nearly spent)', () => {
  function Paused({ run, pauseWhen }: { run: (item: Item) => Promise<number>; pauseWhen: () => BulkPause | null }) {
    const bulk = useBulkRun<Item, number>({ key: (i) => i.id, run, concurrency: 1, pauseWhen });
    return (
      <>
        {bulk.status === 'idle' ? <button onClick={() => void bulk.start(ITEMS)}>Write</button> : null}
        <BulkRunPanel bulk={bulk} labels={labels} list={list} summary={bulk.status === 'done' ? 'Done.' : null} />
      </>
    );
  }

  it('says why it waits, fails nothing, and goes on at once on Continue now', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    let left = 2;
    const pause: BulkPause = { reason: 'Paused: the allowance is nearly used up.', until: Date.now() + 3_600_000 };
    const { container } = render(
      <Paused
        run={(item) => {
          left -= 1;
          return writes.run(item, { signal: new AbortController().signal, key: item.id });
        }}
        pauseWhen={() => (left <= 0 ? pause : null)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await writes.settle('u1', 1);
    await writes.settle('u2', 2);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Paused: the allowance is nearly used up.');
    expect(results()).toEqual(['Written 1', 'Written 2', 'Unchanged', 'Pending', 'Pending']);
    await expectNoAxeViolations(container);
    await user.click(within(alert).getByRole('button', { name: 'Continue now' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await writes.settle('u3', 3);
    await writes.settle('u4', 4);
    await writes.settle('u5', 5);
    expect(await screen.findByText('Done.')).toBeInTheDocument();
    expect(results()).toEqual(['Written 1', 'Written 2', 'Written 3', 'Written 4', 'Written 5']);
  });
});
