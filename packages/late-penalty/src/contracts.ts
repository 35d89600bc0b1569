import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { learnId, page, pageQuery, points, text, contractMessages as M } from '@tools/backend-api/contracts';

/** Spec 002 §9: page size 200 for rules and associations. */
export const LATE_PENALTY_PAGE_SIZE = 200;
export const MAX_RULE_CODE_LENGTH = 60;

export const RuleStatus = v.picklist(['Active', 'Inactive'], M.activeOrInactive);
export const RuleCode = v.pipe(text('Code', MAX_RULE_CODE_LENGTH), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, M.ruleCode));

/**
 * Rows people edit together carry a version: a save that names the version it started from is
 * refused with 409 when someone saved the row since. Without `Version` the save is a plain upsert
 * (older clients, and new rows).
 */
export const Version = v.pipe(
  v.number(format(M.notNumber, { name: 'Version' })),
  v.integer(format(M.notWhole, { name: 'Version' })),
  v.minValue(1),
  v.maxValue(2_147_483_647),
);

/** A penalty rule as written by the rules admin (spec 002 §7: {Code, Label, Status}). */
export const RuleInput = v.object({
  Code: RuleCode,
  Label: text('Label', 300),
  Status: RuleStatus,
  Version: v.optional(Version),
});
export type RuleInput = v.InferOutput<typeof RuleInput>;
export const Rule = v.object({
  Code: v.string(),
  Label: v.string(),
  Status: RuleStatus,
  SortOrder: v.nullish(v.number()),
  Version: v.number(),
});
export type Rule = v.InferOutput<typeof Rule>;

export const PageQuery = pageQuery(LATE_PENALTY_PAGE_SIZE);
export type PageQuery = v.InferOutput<typeof PageQuery>;

export const RulesPage = page(Rule);
export type RulesPage = v.InferOutput<typeof RulesPage>;

export const RulesPostBody = v.pipe(
  v.array(RuleInput, M.bodyRules),
  v.minLength(1, M.bodyOneRule),
  v.maxLength(1000, format(M.bodyMaxRules, { max: 1000 })),
  v.check((rules) => new Set(rules.map((r) => r.Code)).size === rules.length, M.codesUnique),
);
export type RulesPostBody = v.InferOutput<typeof RulesPostBody>;

/**
 * Bulk save of the rules table: upserts `rules`, renames codes (a relabelled rule gets a new
 * code; its course associations follow it) and deletes `deletes`, in one transaction. Rows
 * not named are left alone, so two admins saving different rows never undo each other.
 */
export const RulesBulkBody = v.object({
  rules: v.pipe(
    v.array(RuleInput, format(M.notArray, { name: 'rules' })),
    v.maxLength(1000, format(M.maxItems, { name: 'rules', max: 1000 })),
  ),
  renames: v.optional(
    v.pipe(
      v.array(v.object({ from: RuleCode, to: RuleCode })),
      v.maxLength(1000, format(M.maxItems, { name: 'renames', max: 1000 })),
    ),
    [],
  ),
  deletes: v.optional(
    v.pipe(v.array(RuleCode), v.maxLength(1000, format(M.maxItems, { name: 'deletes', max: 1000 }))),
    [],
  ),
});
export type RulesBulkBody = v.InferOutput<typeof RulesBulkBody>;

export const RuleDeleteBody = v.object({ Code: RuleCode });
export type RuleDeleteBody = v.InferOutput<typeof RuleDeleteBody>;

export const RulesSaved = v.object({ items: v.array(Rule) });
export type RulesSaved = v.InferOutput<typeof RulesSaved>;
export const Deleted = v.object({ deleted: v.number() });
export type Deleted = v.InferOutput<typeof Deleted>;

const PointsMap = v.pipe(
  v.record(learnId('user id'), points('points')),
  v.check((m) => Object.keys(m).length <= 100_000, format(M.tooManyEntries, { max: 100000 })),
);

/** Spec 002 §3: an association of a course's assignment with a rule; ID is `course:contentItem`. */
export const AssociationInput = v.pipe(
  v.object({
    ID: v.optional(text('ID', 201)),
    CourseId: learnId('CourseId'),
    ContentItemId: learnId('ContentItemId'),
    Rule: RuleCode,
    /**
     * Active: the assignment uses `Rule`. Inactive: the assignment is an exception to the course
     * default rule and has no late penalty (issue 24); `Rule` then records the default it is exempt from.
     */
    Status: v.optional(RuleStatus, 'Active'),
    /** Merged per user (see README): entries given are upserted, none are removed. */
    Overrides: v.optional(PointsMap, {}),
    Penalties: v.optional(PointsMap, {}),
  }),
  v.check((a) => a.ID === undefined || a.ID === `${a.CourseId}:${a.ContentItemId}`, M.associationId),
);
export type AssociationInput = v.InferOutput<typeof AssociationInput>;

export const Association = v.object({
  ID: v.string(),
  CourseId: v.string(),
  ContentItemId: v.string(),
  Rule: v.string(),
  Status: v.string(),
  Overrides: v.record(v.string(), v.number()),
  Penalties: v.record(v.string(), v.number()),
  /** Who set each override (user id -> the instructor's name), where known. */
  OverriddenBy: v.optional(v.record(v.string(), v.string())),
  /** Per student, the submission time and calculation 'Update late penalties' applied (what the student is shown). */
  Applied: v.optional(v.record(v.string(), v.object({ AttemptDate: v.nullable(v.string()), Explanation: v.string() }))),
});
export type Association = v.InferOutput<typeof Association>;

/** What a deletion removed, and how to undo it (POST /late-penalty-associations/restore) until `RestorableUntil`. */
export const AssociationsRemoved = v.object({
  deleted: v.number(),
  overrides: v.number(),
  penalties: v.number(),
  restoreId: v.string(),
  restorableUntil: v.string(),
});
export type AssociationsRemoved = v.InferOutput<typeof AssociationsRemoved>;
export const RestoreBody = v.object({ CourseId: learnId('CourseId'), RestoreId: text('RestoreId', 100) });
export type RestoreBody = v.InferOutput<typeof RestoreBody>;
export const Restored = v.object({ restored: v.number(), skipped: v.number() });
export type Restored = v.InferOutput<typeof Restored>;

/**
 * A course's default rule (issue 24): every assignment without a rule of its own uses it,
 * assignments added later included; `Rule` null means none.
 */
export const CourseDefaultQuery = v.object({ courseId: learnId('courseId') });
export type CourseDefaultQuery = v.InferOutput<typeof CourseDefaultQuery>;
export const CourseDefaultBody = v.object({ CourseId: learnId('CourseId'), Rule: v.nullable(RuleCode) });
export type CourseDefaultBody = v.InferOutput<typeof CourseDefaultBody>;
export const CourseDefault = v.object({ CourseId: v.string(), Rule: v.nullable(v.string()) });
export type CourseDefault = v.InferOutput<typeof CourseDefault>;

/** How many courses and assignments use each rule (the admin is told before changing a rule others use). */
export const RuleUsage = v.object({
  items: v.array(v.object({ Code: v.string(), Courses: v.number(), Assignments: v.number() })),
});
export type RuleUsage = v.InferOutput<typeof RuleUsage>;

export const AssociationsQuery = v.object({ ...PageQuery.entries, courseId: v.optional(learnId('courseId')) });
export type AssociationsQuery = v.InferOutput<typeof AssociationsQuery>;
export const AssociationsPage = page(Association);
export type AssociationsPage = v.InferOutput<typeof AssociationsPage>;

export const AssociationsPostBody = v.pipe(
  v.array(AssociationInput, M.bodyAssociations),
  v.minLength(1, M.bodyOneAssociation),
  v.maxLength(1000, format(M.bodyMaxAssociations, { max: 1000 })),
);
export type AssociationsPostBody = v.InferOutput<typeof AssociationsPostBody>;
export const AssociationsSaved = v.object({ items: v.array(Association) });
export type AssociationsSaved = v.InferOutput<typeof AssociationsSaved>;

export const AssociationDeleteBody = v.object({
  CourseId: learnId('CourseId'),
  ContentItemId: learnId('ContentItemId'),
});
export type AssociationDeleteBody = v.InferOutput<typeof AssociationDeleteBody>;
export const CourseAssociationsDeleteBody = v.object({ CourseId: learnId('CourseId') });
export type CourseAssociationsDeleteBody = v.InferOutput<typeof CourseAssociationsDeleteBody>;

export const OverrideBody = v.object({
  CourseId: learnId('CourseId'),
  ContentItemId: learnId('ContentItemId'),
  UserId: learnId('UserId'),
  Points: points('Points'),
});
export type OverrideBody = v.InferOutput<typeof OverrideBody>;
export const OverrideDeleteBody = v.object({
  CourseId: learnId('CourseId'),
  ContentItemId: learnId('ContentItemId'),
  UserId: learnId('UserId'),
});
export type OverrideDeleteBody = v.InferOutput<typeof OverrideDeleteBody>;
export const OverrideSaved = v.object({
  CourseId: v.string(),
  ContentItemId: v.string(),
  UserId: v.string(),
  Points: v.nullable(v.number()),
});
export type OverrideSaved = v.InferOutput<typeof OverrideSaved>;

const optionalText = (name: string, max = 300) => v.optional(text(name, max, { allowEmpty: true }), '');

/** One student's penalty on one assignment as applied (snapshot), with the names the admin view shows. */
export const PenaltySnapshot = v.object({
  ContentItemId: learnId('ContentItemId'),
  UserId: learnId('UserId'),
  Points: points('Points'),
  Overridden: v.optional(v.boolean(), false),
  RuleCode: v.optional(text('RuleCode', MAX_RULE_CODE_LENGTH, { allowEmpty: true }), ''),
  RuleLabel: optionalText('RuleLabel'),
  AssignmentTitle: optionalText('AssignmentTitle'),
  FirstName: optionalText('FirstName'),
  LastName: optionalText('LastName'),
  /** The submission time the run used (Learn's attemptDate, which a student cannot read). */
  AttemptDate: v.optional(v.nullable(text('AttemptDate', 40, { allowEmpty: true })), null),
  /** The calculation, e.g. '2 days late x 2 pts = 4' (what the student's view shows). */
  Explanation: optionalText('Explanation', 500),
});
export type PenaltySnapshot = v.InferOutput<typeof PenaltySnapshot>;

/**
 * Snapshots per request: the screen sends a course's snapshots in chunks of this size, and the
 * server's body limit for this route is sized for the largest valid chunk (apps/server README).
 */
export const MAX_SNAPSHOT_ITEMS = 2000;

/** Bulk save of penalty snapshots for one course (after 'Update late penalties'). */
export const SnapshotsBody = v.object({
  CourseId: learnId('CourseId'),
  CourseName: optionalText('CourseName'),
  CourseCode: optionalText('CourseCode'),
  TermId: optionalText('TermId'),
  TermName: optionalText('TermName'),
  Items: v.pipe(
    v.array(PenaltySnapshot, format(M.notArray, { name: 'Items' })),
    v.maxLength(MAX_SNAPSHOT_ITEMS, format(M.maxEntries, { name: 'Items', max: MAX_SNAPSHOT_ITEMS })),
  ),
});
export type SnapshotsBody = v.InferOutput<typeof SnapshotsBody>;
export const SnapshotsSaved = v.object({ saved: v.number() });
export type SnapshotsSaved = v.InferOutput<typeof SnapshotsSaved>;

/** Spec 002 §3: a row of the admin's cross-course penalty view. */
export const PenaltyViewRow = v.object({
  courseId: v.string(),
  courseCode: v.string(),
  courseName: v.string(),
  termId: v.string(),
  termName: v.string(),
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  contentItemId: v.string(),
  assignmentTitle: v.string(),
  ruleCode: v.string(),
  ruleLabel: v.string(),
  points: v.number(),
  overridden: v.boolean(),
});
export type PenaltyViewRow = v.InferOutput<typeof PenaltyViewRow>;
export const PenaltyViewQuery = v.object({ ...PageQuery.entries, courseId: v.optional(learnId('courseId')) });
export type PenaltyViewQuery = v.InferOutput<typeof PenaltyViewQuery>;
export const PenaltyViewPage = page(PenaltyViewRow);
export type PenaltyViewPage = v.InferOutput<typeof PenaltyViewPage>;
