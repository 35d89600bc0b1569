import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { learnId, text } from './common.ts';
import { contractMessages as M } from './messages.ts';

/**
 * Leases of bulk runs (issue 22 §1, ARCHITECTURE.md "Bulk"): one run per course (or catalog
 * category) and kind at a time. The server keeps one row per (site, kind, scope) saying who runs
 * it since when; the browser acquires it before writing, renews it while writing and releases it
 * at the end. Timings are the server's (`heartbeatMs`, `staleMs` in every lease answer).
 */

/** What a run writes, which decides the scope (course or category) and who may run it. */
export const COURSE_RUN_KINDS = [
  'late-penalty-apply',
  'grade-hurdle-writeback',
  'upload-rubric',
  'lti-grades',
] as const;
export const CATEGORY_RUN_KINDS = ['set-category'] as const;
export type CourseRunKind = (typeof COURSE_RUN_KINDS)[number];
export type CategoryRunKind = (typeof CATEGORY_RUN_KINDS)[number];
export type RunKind = CourseRunKind | CategoryRunKind;
export const RUN_KINDS: readonly RunKind[] = [...COURSE_RUN_KINDS, ...CATEGORY_RUN_KINDS];

/** A renewal is due this often while a run writes. */
export const LEASE_HEARTBEAT_MS = 30_000;
/** A lease not renewed for this long is stale: its run has stopped (closed tab, lost network) and may be taken over. */
export const LEASE_STALE_MS = 120_000;

/**
 * A course as Learn accepts it in a path: a primary id (`_123_1`), a uuid, or a qualified ref
 * (`uuid:…`, `courseId:…`, `externalId:…`). The server resolves it with Learn to the primary id.
 */
export const courseRef = (name: string) =>
  v.pipe(
    text(name, 200),
    v.regex(/^(?:(?:uuid|courseId|externalId|primary):)?[^:\s/\\?#%]+$/, format(M.courseRef, { name })),
  );

/** Client-made, random: names one run (two tabs of one user are two runs). */
const runId = v.pipe(text('runId', 64), v.regex(/^[A-Za-z0-9_-]+$/, M.runId));
const courseKind = v.picklist(COURSE_RUN_KINDS, format(M.oneOf, { name: 'kind', values: COURSE_RUN_KINDS.join(', ') }));
const anyKind = v.picklist(RUN_KINDS, format(M.oneOf, { name: 'kind', values: RUN_KINDS.join(', ') }));

export const AcquireBody = v.variant(
  'kind',
  [
    v.object({
      kind: courseKind,
      courseId: courseRef('courseId'),
      runId,
      /** Explicitly replace a stale lease (refused while the holder is alive). */
      takeOver: v.optional(v.boolean()),
    }),
    v.object({
      kind: v.literal('set-category', format(M.oneOf, { name: 'kind', values: RUN_KINDS.join(', ') })),
      categoryId: learnId('categoryId'),
      runId,
      takeOver: v.optional(v.boolean()),
    }),
  ],
  format(M.oneOf, { name: 'kind', values: RUN_KINDS.join(', ') }),
);
export type AcquireBody = v.InferOutput<typeof AcquireBody>;

/** Heartbeat and release name the lease as the acquire answered it (the scope's primary id). */
export const LeaseRef = v.object({ kind: anyKind, scopeId: learnId('scopeId'), runId });
export type LeaseRef = v.InferOutput<typeof LeaseRef>;

const isoDate = v.pipe(v.string(), v.isoTimestamp());

export const LeaseHolder = v.object({
  /** Learn user id and display name, as Learn told the server (never from a browser). */
  userId: v.string(),
  name: v.string(),
  startedAt: isoDate,
  heartbeatAt: isoDate,
  /** No renewal for `staleMs`: the run has stopped and the lease may be taken over. */
  stale: v.boolean(),
});
export type LeaseHolder = v.InferOutput<typeof LeaseHolder>;

export const Lease = v.object({
  kind: anyKind,
  /** The course's (or category's) Learn primary id. */
  scopeId: v.string(),
  runId: v.string(),
  holder: LeaseHolder,
  heartbeatMs: v.number(),
  staleMs: v.number(),
});
export type Lease = v.InferOutput<typeof Lease>;

/** The 409 answer of an acquire while another run holds the lease (and of a renewal of a lease lost). */
export const LeaseConflict = v.object({ message: v.string(), holder: v.nullable(LeaseHolder) });
export type LeaseConflict = v.InferOutput<typeof LeaseConflict>;

export const Released = v.object({ released: v.boolean() });
export type Released = v.InferOutput<typeof Released>;
