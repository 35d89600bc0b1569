import * as gh from '../contracts.ts';
import { allPages, type BackendCall } from '@tools/backend-api';

/** Spec 002 §7: 20 s for the association services (back end 20-25 s). */
export const GRADE_HURDLE_TIMEOUT_MS = 20_000;

/** The Grade Hurdle services of our server (spec 002 §7, issue 11 §4). */
export function gradeHurdleApi(call: BackendCall) {
  const t = { timeoutMs: GRADE_HURDLE_TIMEOUT_MS };
  const api = {
    listAssociations: (p: { courseId?: string; limit?: number; nextKey?: string | null } = {}) =>
      call('get', 'grade-hurdle-associations', gh.AssociationsPage, { ...t, query: p }),
    /** Every association (admin) or the one of a course, following nextKey. */
    allAssociations: (courseId?: string) =>
      allPages((nextKey) => api.listAssociations({ courseId, limit: gh.GRADE_HURDLE_PAGE_SIZE, nextKey })),
    /** Rules, logic, mapping, score ids (instructor) or status (admin); `Version` makes a stale save a 409. */
    patchAssociation: (body: gh.AssociationPatch) =>
      call('patch', 'grade-hurdle-associations', gh.AssociationsSaved, { ...t, json: body }),
    putAssociation: (body: gh.AssociationPut) =>
      call('put', 'grade-hurdle-associations', gh.AssociationsSaved, { ...t, json: body }),
    postAssociations: (body: gh.AssociationsPost) =>
      call('post', 'grade-hurdle-associations', gh.AssociationsSaved, { ...t, json: body }),
    deleteAssociation: (body: gh.AssociationDelete) =>
      call('delete', 'grade-hurdle-associations', gh.Deleted, { ...t, json: body }),
    listWritebacks: (p: { courseId: string; runId: string; limit?: number; nextKey?: string | null }) =>
      call('get', 'grade-hurdle-writebacks', gh.WritebacksPage, { ...t, query: p }),
    allWritebacks: (courseId: string, runId: string) =>
      allPages((nextKey) => api.listWritebacks({ courseId, runId, limit: gh.GRADE_HURDLE_PAGE_SIZE, nextKey })),
    recordWritebacks: (body: gh.WritebacksPost) =>
      call('post', 'grade-hurdle-writebacks', gh.Recorded, { ...t, json: body }),
    markUndone: (body: gh.WritebacksUndone) =>
      call('post', 'grade-hurdle-writebacks/undone', gh.Recorded, { ...t, json: body }),
    listRuns: (courseId: string) => call('get', 'grade-hurdle-runs', gh.Runs, { ...t, query: { courseId } }),
  };
  return api;
}
export type GradeHurdleApi = ReturnType<typeof gradeHurdleApi>;
