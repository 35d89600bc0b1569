import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkRunPanel, Button, Page, useBulkRun, type BulkResultList, type BulkRunPanelLabels } from '../index.ts';

export default { title: 'UI/BulkRunPanel' } satisfies Meta;

interface Entry {
  id: string;
  name: string;
  next: number;
  changed: boolean;
}

const ENTRIES: Entry[] = [
  { id: '_1_1', name: 'Ava Thompson', next: 0, changed: false },
  { id: '_2_1', name: 'Liam Patel', next: -9, changed: true },
  { id: '_3_1', name: 'Sofia Garcia', next: -10, changed: true },
  { id: '_4_1', name: 'Noah Kim', next: -22, changed: true },
  { id: '_5_1', name: 'Ethan Brown', next: -10, changed: true },
  { id: '_6_1', name: 'Isabella Rossi', next: -5, changed: true },
];

const labels: BulkRunPanelLabels<Entry, void> = {
  progress: 'Writing late penalties',
  cancel: 'Cancel',
  retryFailed: (count) => `Retry failed (${count})`,
  result: (result, entry) => {
    if (!result) return entry.changed ? 'Pending' : 'Unchanged';
    if (result.status === 'ok') return 'Written';
    if (result.status === 'failed') return `Failed: ${result.error}`;
    if (result.status === 'skipped') return result.reason;
    return 'Cancelled';
  },
};

const list: BulkResultList<Entry, void> = {
  label: 'Late penalty changes by student',
  resultHeader: 'Result',
  columns: [
    { id: 'name', accessorFn: (r) => r.item.name, header: 'Student', meta: { isRowHeader: true } },
    { id: 'next', accessorFn: (r) => r.item.next, header: 'New' },
  ],
  items: ENTRIES,
};

type Behaviour = 'succeed' | 'fail-once' | 'hang';

/** A stand-in write: Learn is not involved, so each story shows one state of the panel itself. */
function write(behaviour: Behaviour, attempts: Map<string, number>) {
  return (entry: Entry, { signal }: { signal: AbortSignal }) => {
    const attempt = (attempts.get(entry.id) ?? 0) + 1;
    attempts.set(entry.id, attempt);
    if (behaviour === 'hang' && entry.id !== '_2_1')
      return new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    if (behaviour === 'fail-once' && attempt === 1 && (entry.id === '_3_1' || entry.id === '_5_1'))
      // ui sits below learn-api: the line a LearnError (429 with Retry-After: 30) shows in the list.
      return Promise.reject(
        new Error('Learn is receiving too many requests. Try again in a moment. Learn asked to wait 30 s.'),
      );
    return Promise.resolve();
  };
}

function Demo({ behaviour, autoStart }: { behaviour: Behaviour; autoStart: boolean }) {
  const attempts = useRef(new Map<string, number>());
  const bulk = useBulkRun<Entry, void>({
    key: (e) => e.id,
    skip: (e) => (e.changed ? null : 'Unchanged'),
    run: write(behaviour, attempts.current),
  });
  const [summary, setSummary] = useState<string | null>(null);
  const start = () =>
    void bulk
      .start(ENTRIES)
      .then((r) => setSummary(`Updated late penalties for ${r.counts.ok + r.counts.skipped} students.`));
  const started = useRef(false);
  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      start();
    }
  });
  return (
    <Page title="Update late penalties">
      {bulk.status === 'idle' ? (
        <div className="ct-toolbar">
          <Button variant="primary" onClick={start}>
            Write 5 students
          </Button>
        </div>
      ) : null}
      <BulkRunPanel bulk={bulk} labels={labels} list={list} summary={summary} />
    </Page>
  );
}

/** The preview: what will be written, nothing written yet. */
export const Preview: StoryObj = { render: () => <Demo behaviour="succeed" autoStart={false} /> };
/** Writes in flight (they never finish here): the progress bar and Cancel. */
export const Running: StoryObj = { render: () => <Demo behaviour="hang" autoStart /> };
/** Two writes refused by Learn (429): per-item reasons and 'Retry failed (2)', which then succeeds. */
export const FinishedWithFailures: StoryObj = {
  render: () => <Demo behaviour="fail-once" autoStart />,
};
