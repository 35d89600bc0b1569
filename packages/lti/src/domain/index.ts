export { DEEP_LINK_ITEM_COUNT, DEEP_LINK_ITEMS, selectedItems } from './deep-link-items.ts';
export type { DeployableItem } from './deep-link-items.ts';
export { checkGrades, FIXED_SCORE, GRADE_MAX, GRADE_MIN, parseGrade } from './grades.ts';
export type { GradeCheck } from './grades.ts';
export { isStudentMembership, viewForRole } from './roles.ts';
export type { AssignmentView } from './roles.ts';
