import { useCallback, useMemo } from 'react';
import type { BulkResult } from '@tools/bulk';
import { format, useMessages } from '@tools/launch';
import type { Rubric } from '@tools/learn-api';
import { BulkRunPanel, type BulkResultList, type BulkRun, type BulkRunPanelLabels } from '@tools/ui';
import type { UploadStep } from '../domain/index.ts';
import { messages } from '../messages.ts';

interface Props {
  bulk: BulkRun<UploadStep, Rubric>;
  steps: UploadStep[] | null;
  summary: string | null;
  onRetry: () => void;
}

/** 'Upload Results': Success or Failed per rubric (spec 000 §4), with the reason beside it. */
export function UploadResults({ bulk, steps, summary, onRetry }: Props) {
  const m = useMessages(messages);
  const resultText = useCallback(
    (result: BulkResult<UploadStep, Rubric> | undefined): string => {
      if (!result) return m.pending;
      if (result.status === 'ok') return m.success;
      if (result.status === 'failed') return m.failed;
      return result.status === 'skipped' ? m.notSent : m.cancelled;
    },
    [m],
  );
  const labels = useMemo<BulkRunPanelLabels<UploadStep, Rubric>>(
    () => ({
      progress: m.sending,
      cancel: m.cancel,
      retryFailed: (count) => format(m.retryFailed, { count }),
      result: resultText,
    }),
    [m, resultText],
  );
  const list = useMemo<BulkResultList<UploadStep, Rubric>>(
    () => ({
      label: m.uploadResults,
      resultHeader: m.uploadResults,
      columns: [
        { id: 'title', accessorFn: (r) => r.item.title, header: m.colRubric, meta: { isRowHeader: true } },
        {
          id: 'details',
          header: m.colDetails,
          enableSorting: false,
          accessorFn: (r) => {
            const result = r.result;
            if (result?.status === 'failed') return result.error;
            if (result?.status === 'skipped') return result.reason;
            if (r.item.kind === 'copy') return format(m.sentAsCopy, { title: r.item.title });
            return '';
          },
        },
      ],
    }),
    [m],
  );
  if (!steps) return null;
  return (
    <section aria-labelledby="upload-rubric-results">
      <h2 id="upload-rubric-results">{m.uploadResults}</h2>
      <BulkRunPanel bulk={bulk} labels={labels} list={list} summary={summary} onRetry={onRetry} />
    </section>
  );
}
