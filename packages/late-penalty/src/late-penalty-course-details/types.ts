import type * as latePenalty from '../contracts.ts';
import type { GradebookColumn } from '@tools/learn-api';
import type { Assignment } from '../data/learn-data.ts';

export interface CourseInfo {
  /** Learn primary id: the CourseId our server stores. */
  id: string;
  courseId: string;
  name: string;
  termId: string;
}

export interface CourseData {
  course: CourseInfo;
  assignments: Assignment[];
  rules: latePenalty.Rule[];
  associations: latePenalty.Association[];
  columns: GradebookColumn[];
  /** The course default rule's code, or null (issue 24). */
  courseDefault: string | null;
}

/** Spec 002 §2/§9: the course page's toasts last 4 seconds. */
export const COURSE_TOAST_MS = 4000;
