import * as lp from '../contracts.ts';
import { allPages, type BackendCall } from '@tools/backend-api';

/** Spec 002 §7: 20 s for the rules and association services. */
export const LATE_PENALTY_TIMEOUT_MS = 20_000;
/**
 * A snapshots request gets 20 s plus 10 ms per row: a large request under load outlasted a flat 20 s when
 * the server wrote a row at a time (issue 22 §3). 1,000 rows (the screen's chunk): 30 s.
 */
export const snapshotsTimeoutMs = (rows: number) => LATE_PENALTY_TIMEOUT_MS + 10 * rows;

type PageParams = { limit?: number; nextKey?: string | null };
type CoursePageParams = PageParams & { courseId?: string };

/** The late-penalty services of our server (spec 002 §7). */
export function latePenaltyApi(call: BackendCall) {
  const t = { timeoutMs: LATE_PENALTY_TIMEOUT_MS };
  const api = {
    listRules: (p: PageParams = {}) => call('get', 'late-penalty-rules', lp.RulesPage, { ...t, query: p }),
    /** Every rule, following nextKey. */
    allRules: () => allPages((nextKey) => api.listRules({ limit: lp.LATE_PENALTY_PAGE_SIZE, nextKey })),
    saveRules: (rules: lp.RuleInput[]) => call('post', 'late-penalty-rules', lp.RulesSaved, { ...t, json: rules }),
    bulkSaveRules: (body: lp.RulesBulkBody) =>
      call('post', 'late-penalty-rules/bulk', lp.RulesSaved, { ...t, json: body }),
    deleteRule: (body: lp.RuleDeleteBody) => call('delete', 'late-penalty-rules', lp.Deleted, { ...t, json: body }),
    deleteAllRules: () => call('delete', 'late-penalty-rules/all', lp.Deleted, t),
    listAssociations: (p: CoursePageParams = {}) =>
      call('get', 'late-penalty-associations', lp.AssociationsPage, { ...t, query: p }),
    /** Every association of a course (or of all courses for the admin), following nextKey. */
    allAssociations: (courseId?: string) =>
      allPages((nextKey) => api.listAssociations({ courseId, limit: lp.LATE_PENALTY_PAGE_SIZE, nextKey })),
    saveAssociations: (items: lp.AssociationInput[]) =>
      call('post', 'late-penalty-associations', lp.AssociationsSaved, { ...t, json: items }),
    deleteAssociation: (body: lp.AssociationDeleteBody) =>
      call('delete', 'late-penalty-associations', lp.AssociationsRemoved, { ...t, json: body }),
    deleteCourseAssociations: (body: lp.CourseAssociationsDeleteBody) =>
      call('delete', 'late-penalty-associations/course', lp.AssociationsRemoved, { ...t, json: body }),
    /** Undo of a deletion (within 24 hours). */
    restoreAssociations: (body: lp.RestoreBody) =>
      call('post', 'late-penalty-associations/restore', lp.Restored, { ...t, json: body }),
    getCourseDefault: (courseId: string) =>
      call('get', 'late-penalty-course-default', lp.CourseDefault, { ...t, query: { courseId } }),
    setCourseDefault: (body: lp.CourseDefaultBody) =>
      call('put', 'late-penalty-course-default', lp.CourseDefault, { ...t, json: body }),
    ruleUsage: () => call('get', 'late-penalty-rules/usage', lp.RuleUsage, t),
    saveOverride: (body: lp.OverrideBody) =>
      call('post', 'late-penalty-overrides', lp.OverrideSaved, { ...t, json: body }),
    deleteOverride: (body: lp.OverrideDeleteBody) =>
      call('delete', 'late-penalty-overrides', lp.OverrideSaved, { ...t, json: body }),
    saveSnapshots: (body: lp.SnapshotsBody) =>
      call('post', 'late-penalty-snapshots', lp.SnapshotsSaved, {
        timeoutMs: snapshotsTimeoutMs(body.Items.length),
        json: body,
      }),
    listPenalties: (p: CoursePageParams = {}) =>
      call('get', 'late-penalty-penalties', lp.PenaltyViewPage, { ...t, query: p }),
    allPenalties: (courseId?: string) =>
      allPages((nextKey) => api.listPenalties({ courseId, limit: lp.LATE_PENALTY_PAGE_SIZE, nextKey })),
  };
  return api;
}
export type LatePenaltyApi = ReturnType<typeof latePenaltyApi>;
