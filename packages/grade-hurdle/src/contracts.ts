import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { learnId, page, pageQuery, percent, text, contractMessages as M } from '@tools/backend-api/contracts';

/**
 * Grade Hurdle services (spec 002 §3, §7). Input field names are accepted in either casing
 * (`coursePk1` or `CoursePk1`, spec §3 "Fields may come back in either casing"); answers use
 * one casing, the spec's camelCase.
 */

/** Spec 002 §9: page size 200 for hurdle lists. */
export const GRADE_HURDLE_PAGE_SIZE = 200;
export const MAX_SUB_RULES = 50;
export const SCHEMA_CODES = [1, 2, 3, 4, 5, 6, 7] as const;

export const HurdleStatus = v.picklist(['Active', 'Inactive'], M.activeOrInactive);
export type HurdleStatus = v.InferOutput<typeof HurdleStatus>;
export const HurdleLogic = v.picklist(['AND', 'OR'], M.andOrOr);
export type HurdleLogic = v.InferOutput<typeof HurdleLogic>;

export const SubRule = v.object({
  id: text('id', 64),
  type: v.picklist(
    ['NOT_SUBMITTED', 'SCORE_BELOW_PERCENT'],
    format(M.eitherOr, { name: 'type', a: 'NOT_SUBMITTED', b: 'SCORE_BELOW_PERCENT' }),
  ),
  contentId: learnId('contentId'),
  /** SCORE_BELOW_PERCENT only; the screen clamps to 0-100 (default 50) before sending. */
  thresholdPercent: v.optional(percent('thresholdPercent')),
});
export type SubRule = v.InferOutput<typeof SubRule>;

const schemaCode = (name: string) =>
  v.pipe(
    v.number(format(M.notNumber, { name })),
    v.integer(format(M.notWhole, { name })),
    v.minValue(1, format(M.between, { name, min: 1, max: 7 })),
    v.maxValue(7, format(M.between, { name, min: 1, max: 7 })),
  );
export const MappingRow = v.pipe(
  v.object({ fromMin: schemaCode('fromMin'), fromMax: schemaCode('fromMax'), to: schemaCode('to') }),
  v.check((r) => r.fromMin <= r.fromMax, M.mappingOrder),
);
export type MappingRow = v.InferOutput<typeof MappingRow>;

/** Spec 002 §3 default mapping: 4-7 -> 3, 3 -> 2, 2 -> 1, 1 -> 1. */
export const DEFAULT_MAPPING: readonly MappingRow[] = [
  { fromMin: 4, fromMax: 7, to: 3 },
  { fromMin: 3, fromMax: 3, to: 2 },
  { fromMin: 2, fromMax: 2, to: 1 },
  { fromMin: 1, fromMax: 1, to: 1 },
];

const Version = v.pipe(
  v.number(format(M.notNumber, { name: 'Version' })),
  v.integer(),
  v.minValue(1),
  v.maxValue(2_147_483_647),
);
const PerformanceScoreIds = v.pipe(
  v.record(learnId('user id'), learnId('grade id')),
  v.check((m) => Object.keys(m).length <= 100_000, format(M.maxEntries, { name: 'PerformanceScoreIds', max: 100000 })),
);

/** `{ coursePk1: … }` and `{ CoursePk1: … }` alike: the first letter of each known key is upper-cased. */
const KEYS = [
  'CoursePk1',
  'Status',
  'SubRules',
  'Logic',
  'Mapping',
  'PerformanceScoreId',
  'PerformanceScoreIds',
  'Version',
] as const;
const eitherCasing = v.transform((input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const known = KEYS.find((k) => k.toLowerCase() === key.toLowerCase());
    out[known ?? key] = value;
  }
  return out;
});
const input = <E extends v.ObjectEntries>(entries: E) => v.pipe(v.unknown(), eitherCasing, v.strictObject(entries));

const CoursePk1 = learnId('CoursePk1');

/**
 * PATCH: one course's changes. Status needs GRADE_HURDLE_ADMIN; SubRules, Logic, Mapping and the
 * performance score ids need an instructor of the course. `Version` (from the last read) makes a
 * rules save fail with 409 when another instructor saved since; without it the save is blind.
 */
export const AssociationPatch = input({
  CoursePk1,
  Status: v.optional(HurdleStatus),
  SubRules: v.optional(
    v.pipe(v.array(SubRule), v.maxLength(MAX_SUB_RULES, format(M.maxSubRules, { max: MAX_SUB_RULES }))),
  ),
  Logic: v.optional(HurdleLogic),
  Mapping: v.optional(v.nullable(v.pipe(v.array(MappingRow), v.maxLength(7, format(M.maxMappingRows, { max: 7 }))))),
  PerformanceScoreId: v.optional(v.nullable(learnId('PerformanceScoreId'))),
  /** Merged per student (entries given are set, none are removed). */
  PerformanceScoreIds: v.optional(PerformanceScoreIds),
  Version: v.optional(Version),
});
export type AssociationPatch = v.InferOutput<typeof AssociationPatch>;

/** PUT: create or set one course's status (admin). Spec: Status defaults to Active. */
export const AssociationPut = input({ CoursePk1, Status: v.optional(HurdleStatus, 'Active') });
export type AssociationPut = v.InferOutput<typeof AssociationPut>;

/** POST: create several (admin); an existing course keeps its rules and gets the given status. */
export const AssociationsPost = v.pipe(
  v.array(AssociationPut, M.bodyAssociations),
  v.minLength(1, M.bodyOneAssociation),
  v.maxLength(1000, format(M.bodyMaxAssociations, { max: 1000 })),
);
export type AssociationsPost = v.InferOutput<typeof AssociationsPost>;

export const AssociationDelete = input({ CoursePk1 });
export type AssociationDelete = v.InferOutput<typeof AssociationDelete>;

export const AssociationsQuery = v.object({
  ...pageQuery(GRADE_HURDLE_PAGE_SIZE).entries,
  courseId: v.optional(learnId('courseId')),
});
export type AssociationsQuery = v.InferOutput<typeof AssociationsQuery>;

/** One association as answered (spec §3 casing). Students get no `performanceScoreIds`. */
export const Association = v.object({
  coursePk1: v.string(),
  status: HurdleStatus,
  subRules: v.array(SubRule),
  logic: HurdleLogic,
  /** Our addition: the mapping is stored with the rules, so the student policy and every instructor agree. */
  mapping: v.nullable(v.array(MappingRow)),
  performanceScoreId: v.nullable(v.string()),
  performanceScoreIds: v.optional(v.record(v.string(), v.string())),
  version: v.number(),
  updatedAt: v.string(),
});
export type Association = v.InferOutput<typeof Association>;
export const AssociationsPage = page(Association);
export type AssociationsPage = v.InferOutput<typeof AssociationsPage>;
export const AssociationsSaved = v.object({ items: v.array(Association) });
export type AssociationsSaved = v.InferOutput<typeof AssociationsSaved>;
export const Deleted = v.object({ deleted: v.number() });
export type Deleted = v.InferOutput<typeof Deleted>;

/** What a write-back wrote for one student, kept so a run can be reviewed and undone. */
export const GradeState = v.object({
  gradeNotationId: v.nullable(learnId('gradeNotationId')),
  /** The display text before the write (e.g. '5'), for the review table. */
  text: v.nullable(text('text', 100, { allowEmpty: true })),
  score: v.nullable(
    v.pipe(v.number(), v.finite(), v.minValue(-1_000_000, M.scoreRange), v.maxValue(1_000_000, M.scoreRange)),
  ),
});
export type GradeState = v.InferOutput<typeof GradeState>;

/**
 * One student of a run. `pending` is recorded before the grade is written (so a run whose outcomes never
 * reach the server can still be undone); `written` / `failed` replace it. A `pending` never replaces an
 * outcome, and nothing replaces an `undone`.
 */
export const WritebackItem = v.object({
  userId: learnId('userId'),
  columnId: learnId('columnId'),
  status: v.picklist(
    ['pending', 'written', 'failed'],
    format(M.oneOf, { name: 'status', values: 'pending, written, failed' }),
  ),
  previous: GradeState,
  written: GradeState,
  reason: v.optional(text('reason', 500, { allowEmpty: true })),
});
export type WritebackItem = v.InferOutput<typeof WritebackItem>;

/** POST /grade-hurdle-writebacks: the outcomes of one run (sent in batches while it runs). */
export const WritebacksPost = v.object({
  courseId: learnId('courseId'),
  runId: v.pipe(text('runId', 64), v.regex(/^[A-Za-z0-9_-]+$/, M.runId)),
  items: v.pipe(v.array(WritebackItem), v.minLength(1), v.maxLength(1000, format(M.maxItemsPerRequest, { max: 1000 }))),
});
export type WritebacksPost = v.InferOutput<typeof WritebacksPost>;

/** POST /grade-hurdle-writebacks/undone: students whose previous grade the screen restored. */
export const WritebacksUndone = v.object({
  courseId: learnId('courseId'),
  runId: WritebacksPost.entries.runId,
  userIds: v.pipe(v.array(learnId('userId')), v.minLength(1), v.maxLength(1000)),
});
export type WritebacksUndone = v.InferOutput<typeof WritebacksUndone>;

export const WritebacksQuery = v.object({
  ...pageQuery(GRADE_HURDLE_PAGE_SIZE).entries,
  courseId: learnId('courseId'),
  runId: WritebacksPost.entries.runId,
});
export type WritebacksQuery = v.InferOutput<typeof WritebacksQuery>;

export const Writeback = v.object({
  runId: v.string(),
  userId: v.string(),
  columnId: v.string(),
  status: v.picklist(['pending', 'written', 'failed', 'undone']),
  previous: GradeState,
  written: GradeState,
  reason: v.nullable(v.string()),
  writtenBy: v.string(),
  writtenAt: v.string(),
  undoneBy: v.nullable(v.string()),
  undoneAt: v.nullable(v.string()),
});
export type Writeback = v.InferOutput<typeof Writeback>;
export const WritebacksPage = page(Writeback);
export type WritebacksPage = v.InferOutput<typeof WritebacksPage>;
export const Recorded = v.object({ recorded: v.number() });
export type Recorded = v.InferOutput<typeof Recorded>;

/** GET /grade-hurdle-runs?courseId=: the latest write-back runs of a course, newest first. */
export const RunsQuery = v.object({ courseId: learnId('courseId') });
export type RunsQuery = v.InferOutput<typeof RunsQuery>;
export const WritebackRun = v.object({
  runId: v.string(),
  startedAt: v.string(),
  writtenBy: v.string(),
  written: v.number(),
  failed: v.number(),
  undone: v.number(),
  /** Recorded before writing, with no outcome yet: Undo checks them against Learn. */
  pending: v.number(),
});
export type WritebackRun = v.InferOutput<typeof WritebackRun>;
export const Runs = v.object({ items: v.array(WritebackRun) });
export type Runs = v.InferOutput<typeof Runs>;
