import * as gh from '../contracts/grade-hurdle.ts';
import { allPages, type BackendCall } from '../http.ts';

/** The Grade Hurdle services of our server (spec 002 §7, issue 11 §4). */
export function gradeHurdleApi(call: BackendCall) {
  const api = {
    listAssociations: (p: { courseId?: string; limit?: number; nextKey?: string | null } = {}) =>
      call('get', 'grade-hurdle-associations', gh.AssociationsPage, { query: p }),
    /** Every association (admin) or the one of a course, following nextKey. */
    allAssociations: (courseId?: string) =>
      allPages((nextKey) => api.listAssociations({ courseId, limit: gh.GRADE_HURDLE_PAGE_SIZE, nextKey })),
    /** Rules, logic, mapping, score ids (instructor) or status (admin); `Version` makes a stale save a 409. */
    patchAssociation: (body: gh.AssociationPatch) =>
      call('patch', 'grade-hurdle-associations', gh.AssociationsSaved, { json: body }),
    putAssociation: (body: gh.AssociationPut) =>
      call('put', 'grade-hurdle-associations', gh.AssociationsSaved, { json: body }),
    postAssociations: (body: gh.AssociationsPost) =>
      call('post', 'grade-hurdle-associations', gh.AssociationsSaved, { json: body }),
    deleteAssociation: (body: gh.AssociationDelete) =>
      call('delete', 'grade-hurdle-associations', gh.Deleted, { json: body }),
    listWritebacks: (p: { courseId: string; runId: string; limit?: number; nextKey?: string | null }) =>
      call('get', 'grade-hurdle-writebacks', gh.WritebacksPage, { query: p }),
    allWritebacks: (courseId: string, runId: string) =>
      allPages((nextKey) => api.listWritebacks({ courseId, runId, limit: gh.GRADE_HURDLE_PAGE_SIZE, nextKey })),
    recordWritebacks: (body: gh.WritebacksPost) => call('post', 'grade-hurdle-writebacks', gh.Recorded, { json: body }),
    markUndone: (body: gh.WritebacksUndone) =>
      call('post', 'grade-hurdle-writebacks/undone', gh.Recorded, { json: body }),
    listRuns: (courseId: string) => call('get', 'grade-hurdle-runs', gh.Runs, { query: { courseId } }),
  };
  return api;
}
export type GradeHurdleApi = ReturnType<typeof gradeHurdleApi>;
