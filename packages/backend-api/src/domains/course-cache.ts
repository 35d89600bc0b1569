import { courseCache as cc } from '../contracts/index.ts';
import type { BackendCall } from '../http.ts';

/** Course data the server keeps for every user of a course (issue 26 §4). */
export function courseCacheApi(call: BackendCall) {
  return {
    /** The course's column names as the caller's kind of role sees them; `need`: the ids the caller's grades name. */
    columns: (courseId: string, need: readonly string[] = []) =>
      call('get', 'course-columns', cc.CourseColumns, {
        query: { courseId, ...(need.length > 0 ? { need: [...new Set(need)].sort().join(',') } : {}) },
      }),
  };
}
export type CourseCacheApi = ReturnType<typeof courseCacheApi>;
