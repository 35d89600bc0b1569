import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LeaseHeldError,
  LeaseLostError,
  type BulkContext,
  type BulkPause,
  type BulkReport,
  type BulkResult,
  type LeaseGrant,
  type LeaseHolder,
} from '@tools/bulk';
import { BulkRunPanel, type BulkResultList, type BulkRunPanelLabels } from '../bulk/bulk-run-panel.tsx';
import { useBulkRun, type BulkRunLease, type BulkStartOptions, type LeaseTexts } from '../bulk/use-bulk-run.ts';
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
  lease = null,
}: {
  run: (item: Item, context: BulkContext) => Promise<number>;
  start?: BulkStartOptions<Item>;
  onReport?: (r: BulkReport<Item, number>) => void;
  lease?: BulkRunLease | null;
}) {
  const bulk = useBulkRun<Item, number>({
    key: (i) => i.id,
    run,
    concurrency: 2,
    skip: (i) => (i.unchanged ? 'Unchanged' : null),
    lease,
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
  it('keeps focus off the page: the start button goes, Cancel gets focus; the run ends, its summary does', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    render(<Harness run={writes.run} />);
    screen.getByRole('button', { name: 'Write' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    for (const key of ['u1', 'u2', 'u4', 'u5']) await writes.settle(key, 1);
    expect(await screen.findByRole('status')).toHaveTextContent('Wrote 4 of 5.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

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
  it('says the run waits for Learn during a 429 pause, then goes on by itself to the end (issue 22 §5)', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    render(<Harness run={writes.run} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    const throttled = Object.assign(new Error('Too many requests'), { status: 429, retryAfterMs: 300 });
    await writes.settle('u1', throttled);
    expect(screen.getByText(/^Learn asked to wait\. The run goes on by itself at /)).toBeInTheDocument();
    expect(resultOf('Ava')).toBe('Pending');
    await writes.settle('u2', 2);
    // After the pause the queue goes on: u4, u5, then Ava again (put back at the end).
    await waitFor(() => expect(writes.pending.has('u4')).toBe(true));
    await writes.settle('u4', 4);
    await waitFor(() => expect(writes.pending.has('u5')).toBe(true));
    await writes.settle('u5', 5);
    await waitFor(() => expect(writes.pending.has('u1')).toBe(true));
    await writes.settle('u1', 1);
    expect(await screen.findByText('Wrote 4 of 5.')).toBeInTheDocument();
    expect(results()).toEqual(['Written 1', 'Written 2', 'Unchanged', 'Written 4', 'Written 5']);
    expect(screen.queryByText(/Learn asked to wait/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });
});

const TEXTS: LeaseTexts = {
  held: (h) => `${h.name} has been running this since ${h.startedAt.slice(11, 16)}.`,
  waitHint: 'Wait, and yours starts as soon as it ends; or cancel.',
  waiting: 'Waiting for it to end: yours starts then.',
  stale: (h) => `It has not been heard from since ${h.heartbeatAt.slice(11, 16)}: you can take it over.`,
  wait: 'Wait',
  takeOver: 'Take over',
  lost: (h) =>
    h ? `Your run stopped: ${h.name} has held this since ${h.startedAt.slice(11, 16)}.` : 'Your run stopped.',
};
const OSEI: LeaseHolder = {
  userId: '_2_1',
  name: 'Prof. David Osei',
  startedAt: '2026-03-10T09:05:00.000Z',
  heartbeatAt: '2026-03-10T09:05:30.000Z',
  stale: false,
};

/**
 * A lease on a pretend server: `answers` says, per acquire, whether another run holds it (live or
 * stale), refuses it outright, or grants it. Records what the screen asked and every renew/release.
 */
function fakeLease(answers: ('held' | 'stale' | 'refused' | 'granted')[]) {
  const log: string[] = [];
  let renew: () => Promise<void> = () => Promise.resolve();
  const lease: BulkRunLease = {
    texts: TEXTS,
    acquire: ({ takeOver }) => {
      log.push(takeOver ? 'take-over' : 'acquire');
      const answer = answers.shift() ?? 'granted';
      if (answer === 'refused') return Promise.reject(new Error('Only instructors may run this.'));
      if (answer !== 'granted')
        return Promise.reject(new LeaseHeldError('held', { ...OSEI, stale: answer === 'stale' }));
      const grant: LeaseGrant = {
        holder: { ...OSEI, userId: '_1_1', name: 'Me' },
        heartbeatMs: 30_000,
        staleMs: 120_000,
        renew: () => {
          log.push('renew');
          return renew();
        },
        release: () => {
          log.push('release');
          return Promise.resolve();
        },
      };
      return Promise.resolve(grant);
    },
  };
  return { lease, log, failRenewals: (error: Error) => (renew = () => Promise.reject(error)) };
}

describe('the lease of a run (one run per course and kind)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const timedUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('acquires before writing and releases once at the end', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    const { lease, log } = fakeLease(['granted']);
    const prepare = vi.fn(() => Promise.resolve());
    render(<Harness run={writes.run} lease={lease} start={{ prepare }} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(writes.calls).toEqual(['u1', 'u2']));
    expect(log).toEqual(['acquire']);
    expect(prepare).toHaveBeenCalledExactlyOnceWith(expect.any(AbortSignal), { waited: false });
    for (const [id, v] of [
      ['u1', 1],
      ['u2', 2],
    ] as const)
      await writes.settle(id, v);
    await waitFor(() => expect(writes.calls).toEqual(['u1', 'u2', 'u4', 'u5']));
    await writes.settle('u4', 4);
    await writes.settle('u5', 5);
    expect(await screen.findByText('Wrote 4 of 5.')).toBeInTheDocument();
    expect(log).toEqual(['acquire', 'release']);
  });

  it('says who holds it and since when; Wait starts the run when theirs ends, writing nothing before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = timedUser();
    const writes = controlledWrites();
    const { lease, log } = fakeLease(['held', 'held', 'granted']);
    const prepare = vi.fn(() => Promise.resolve());
    const { container } = render(<Harness run={writes.run} lease={lease} start={{ prepare }} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Prof. David Osei has been running this since 09:05.Wait, and yours starts as soon as it ends; or cancel.',
    );
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    // Nobody chose yet: nothing is asked again and nothing written.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(log).toEqual(['acquire']);

    await user.click(screen.getByRole('button', { name: 'Wait' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Waiting for it to end: yours starts then.');
    expect(screen.queryByRole('button', { name: 'Wait' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(log).toEqual(['acquire', 'acquire', 'acquire']);
    // Another run held it first: `prepare` is told so, to read Learn again.
    expect(prepare).toHaveBeenCalledExactlyOnceWith(expect.any(AbortSignal), { waited: true });
    expect(writes.calls).toEqual(['u1', 'u2']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Take over only for a stale lease, and takes over only when asked', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    const { lease, log } = fakeLease(['stale', 'granted']);
    render(<Harness run={writes.run} lease={lease} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prof. David Osei has been running this since 09:05.It has not been heard from since 09:05: you can take it over.',
    );
    expect(writes.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(writes.calls).toEqual(['u1', 'u2']));
    expect(log).toEqual(['acquire', 'take-over']);
  });

  it('Cancel while another run holds it writes nothing and holds nothing', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    let reports: BulkReport<Item, number>[] = [];
    const { lease, log } = fakeLease(['held']);
    render(<Harness run={writes.run} lease={lease} onReport={(r) => (reports = [...reports, r])} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.counts).toEqual({ ok: 0, failed: 0, skipped: 1, cancelled: 4 });
    expect(writes.calls).toEqual([]);
    expect(log).toEqual(['acquire']);
  });

  it('a refused lease (wrong role) rejects the start before any write', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    render(<Harness run={writes.run} lease={fakeLease(['refused']).lease} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only instructors may run this.');
    expect(writes.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Write' })).toBeInTheDocument();
  });

  it('stops the run when the lease is lost: writes not started are cancelled and the screen says who has it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = timedUser();
    const writes = controlledWrites();
    const fake = fakeLease(['granted']);
    render(<Harness run={writes.run} lease={fake.lease} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writes.calls).toEqual(['u1', 'u2']);
    fake.failRenewals(new LeaseLostError('taken', { ...OSEI, startedAt: '2026-03-10T09:12:00.000Z' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your run stopped: Prof. David Osei has held this since 09:12.',
    );
    await writes.settle('u1', 1);
    await writes.settle('u2', 2);
    expect(writes.calls).toEqual(['u1', 'u2']);
    expect(results()).toEqual(['Written 1', 'Written 2', 'Unchanged', 'Cancelled', 'Cancelled']);
    expect(fake.log).toEqual(['acquire', 'renew']);
  });

  it('runs the plan `prepare` answers after the lease is held (Learn read again)', async () => {
    const user = userEvent.setup();
    const writes = controlledWrites();
    const { lease } = fakeLease(['granted']);
    const prepare = () =>
      Promise.resolve(ITEMS.map((i) => (i.id === 'u1' || i.id === 'u2' ? { ...i, unchanged: true } : i)));
    render(<Harness run={writes.run} lease={lease} start={{ prepare }} />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(writes.calls).toEqual(['u4', 'u5']));
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
