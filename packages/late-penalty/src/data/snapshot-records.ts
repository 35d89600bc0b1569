import { useQueryClient } from '@tanstack/react-query';
import type * as latePenalty from '../contracts.ts';
import { createRecordsOutbox, type RecordsOutbox, type RecordsState } from '@tools/bulk';
import { useEffect, useRef } from 'react';
import { saveSnapshots, snapshotKeys } from '../api/save-snapshots.ts';
import type { CourseInfo } from '../late-penalty-course-details/types.ts';
import { useLatePenaltyApi } from './backend.ts';
import type { StudentRow } from './grid.ts';
import { SNAPSHOT_CHUNK, SNAPSHOT_LINGER_MS, snapshotItems } from './snapshots.ts';

/**
 * The snapshots of an 'Update late penalties' run, stored with each write (issue 22 §3): a student's
 * snapshots are queued as soon as Learn took the write, sent in chunks of SNAPSHOT_CHUNK (or after
 * SNAPSHOT_LINGER_MS) while the run goes on, and sent again with back-off while the server is down (records outbox, @tools/bulk). A
 * closed tab loses at most the last few seconds; the next run stores them again (unchanged students
 * count as applied and are re-recorded; the server upserts).
 */
export function useSnapshotRecords(course: CourseInfo, rows: readonly StudentRow[]) {
  const api = useLatePenaltyApi();
  const queryClient = useQueryClient();
  const outbox = useRef<RecordsOutbox<latePenalty.PenaltySnapshot> | null>(null);
  useEffect(() => () => outbox.current?.stop(), []);

  const open = (onStored: () => void) => {
    outbox.current ??= createRecordsOutbox<latePenalty.PenaltySnapshot>({
      batchSize: SNAPSHOT_CHUNK,
      lingerMs: SNAPSHOT_LINGER_MS,
      send: (items) =>
        saveSnapshots(api, {
          CourseId: course.id,
          CourseName: course.name,
          CourseCode: course.courseId,
          TermId: course.termId,
          // Left to the server, which names the term from its course cache (no Learn read here, issue 26).
          TermName: '',
          Items: items,
        }),
      onChange: ({ pending }) => {
        if (pending > 0) return;
        // The listings show snapshots: refresh them once everything is stored.
        for (const queryKey of snapshotKeys(course.id)) void queryClient.invalidateQueries({ queryKey });
        onStored();
      },
    });
    return outbox.current;
  };

  return {
    /** Queues the snapshots of these students (their column now holds their total). */
    add(userIds: Iterable<string>, onStored: () => void) {
      open(onStored).add(...snapshotItems(rows, new Set(userIds)));
    },
    /** Sends what is queued now; answers what is still pending (it keeps being sent). */
    flush(): Promise<RecordsState> {
      return outbox.current?.flush() ?? Promise.resolve({ pending: 0, lastError: null });
    },
  };
}
