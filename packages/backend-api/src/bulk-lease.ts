import { LeaseHeldError, LeaseLostError, type BulkLease, type LeaseGrant, type LeaseHolder } from '@tools/bulk';
import { format, useMessages } from '@tools/launch';
import type { BulkRunLease, LeaseTexts } from '@tools/ui';
import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import { LeaseConflict, type AcquireBody, type CourseRunKind } from './contracts/bulk-runs.ts';
import { bulkRunsApi, type BulkRunsApi } from './domains/bulk-runs.ts';
import { BackendError } from './http.ts';
import { bulkLeaseMessages } from './messages-bulk-lease.ts';
import { useOptionalBackend } from './react.tsx';

/** What a run's lease covers: a kind of run in a course (any Learn reference) or a catalog category. */
export type LeaseTarget = { kind: CourseRunKind; courseId: string } | { kind: 'set-category'; categoryId: string };

/** The 409 answer's holder, when the answer is a lease conflict; null otherwise. */
function conflictOf(error: unknown) {
  if (!(error instanceof BackendError) || error.status !== 409) return null;
  const parsed = v.safeParse(LeaseConflict, error.body);
  return parsed.success ? parsed.output : null;
}

/** A random run id (letters, digits, dashes: the contract's rule). */
function newRunId(): string {
  return `run-${globalThis.crypto.randomUUID()}`;
}

/** The lease of one screen's bulk runs on our server, as `@tools/bulk` expects it (`useBulkRun`'s `lease`). */
export function bulkRunLease(api: BulkRunsApi, target: LeaseTarget, runId = newRunId()): BulkLease {
  return {
    async acquire({ takeOver, signal }): Promise<LeaseGrant> {
      const body = { ...target, runId, takeOver } as AcquireBody;
      let lease;
      try {
        lease = await api.acquire(body, signal);
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict?.holder) throw new LeaseHeldError(conflict.message, conflict.holder);
        throw error;
      }
      const ref = { kind: lease.kind, scopeId: lease.scopeId, runId: lease.runId };
      return {
        holder: lease.holder,
        heartbeatMs: lease.heartbeatMs,
        staleMs: lease.staleMs,
        async renew() {
          try {
            await api.renew(ref);
          } catch (error) {
            const conflict = conflictOf(error);
            if (conflict) throw new LeaseLostError(conflict.message, conflict.holder);
            throw error;
          }
        },
        async release() {
          await api.release(ref);
        },
      };
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `14:05` in the user's time zone; with the date (`2026-03-09 14:05`) when it was not today. */
export function clockTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}

type LeaseMessages = (typeof bulkLeaseMessages)['en_US'];

/** The panel's lease texts, filled from the catalogue. */
export function leaseTexts(m: LeaseMessages, now: () => Date = () => new Date()): LeaseTexts {
  const held = (h: LeaseHolder, template: string) =>
    format(template, { name: h.name, time: clockTime(h.startedAt, now()) });
  return {
    held: (h) => held(h, m.leaseHeld),
    waitHint: m.leaseWaitHint,
    waiting: m.leaseWaiting,
    stale: (h) => format(m.leaseStale, { time: clockTime(h.heartbeatAt, now()) }),
    wait: m.leaseWait,
    takeOver: m.leaseTakeOver,
    lost: (h) => (h ? held(h, m.leaseLost) : m.leaseUnconfirmed),
  };
}

/**
 * Makes the lease of a run whose course is known only when it starts (`start(items, { lease })`):
 * null without our server (the run then goes without one).
 */
export function useBulkLeaseFor(): (target: LeaseTarget) => BulkRunLease | null {
  const api = useOptionalBackend(bulkRunsApi);
  const m = useMessages(bulkLeaseMessages);
  // One run id per screen: a run acquired again (after a release that did not arrive) is the same run.
  const [runId] = useState(newRunId);
  return useCallback(
    (target: LeaseTarget) => (api ? { ...bulkRunLease(api, target, runId), texts: leaseTexts(m) } : null),
    [api, m, runId],
  );
}

/**
 * The lease for a screen's bulk runs of `kind` in a course (or category), with its texts, for
 * `useBulkRun({ lease })`: null without our server (the run then goes without one), or before the
 * course is known.
 */
export function useBulkLease(target: LeaseTarget | null): BulkRunLease | null {
  const leaseFor = useBulkLeaseFor();
  const kind = target?.kind;
  const scope = target ? ('courseId' in target ? target.courseId : target.categoryId) : null;
  return useMemo(() => {
    if (!kind || !scope) return null;
    return leaseFor(kind === 'set-category' ? { kind, categoryId: scope } : { kind, courseId: scope });
  }, [leaseFor, kind, scope]);
}
