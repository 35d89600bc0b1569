import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import type { WalkResult } from '@tools/learn-api/walker';
import { StatusView } from '@tools/ui';
import { messages } from '../messages.ts';

interface TreeStatusProps {
  query: UseQueryResult<WalkResult>;
  itemsRead: number;
  loadingText: string;
  emptyText: string;
  isEmpty: boolean;
  /** Replaces Learn's message (the Patterns page has its own, 001 §8). */
  errorText?: string;
  errorHint?: string;
  children: ReactNode;
}

/** Loading (with items read so far) / error / empty / content for a walked course, plus skipped folders. */
export function TreeStatus({
  query,
  itemsRead,
  loadingText,
  emptyText,
  isEmpty,
  errorText,
  errorHint,
  children,
}: TreeStatusProps) {
  const m = useMessages(messages);
  if (query.isPending) {
    return (
      <StatusView
        status="loading"
        loadingText={
          <>
            <span>{loadingText}</span>
            {itemsRead > 0 ? (
              <span className="ct-progress-count">
                {' '}
                ({m.loadingProgress}: {itemsRead})
              </span>
            ) : null}
          </>
        }
      />
    );
  }
  if (query.isError)
    return <StatusView status="error" error={errorText ?? query.error.message} {...(errorHint ? { errorHint } : {})} />;
  const { failures } = query.data;
  return (
    <>
      {failures.length > 0 ? (
        <p className="ct-note" role="note">
          {format(m.partialFailure, { folders: failures.map((f) => f.title ?? m.untitledFolder).join(', ') })}
        </p>
      ) : null}
      <StatusView status={isEmpty ? 'empty' : 'ready'} emptyText={emptyText}>
        {children}
      </StatusView>
    </>
  );
}
