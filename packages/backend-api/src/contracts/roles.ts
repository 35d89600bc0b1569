/**
 * Role vocabulary shared by the server (which decides) and the tools (which only display).
 * One matching rule everywhere; a browser-side role is a display hint, never a permission.
 */

/** Institution roles the spec names (Learn `institutionRoleIds`, compared case-insensitively). */
export const INSTITUTION_ROLES = {
  latePenaltyAdmin: 'LATE_PENALTY_ADMIN',
  gradeHurdleAdmin: 'GRADE_HURDLE_ADMIN',
  /** Quick enroll (spec 000). */
  idUser: 'ID_USER',
} as const;
export type InstitutionRole = (typeof INSTITUTION_ROLES)[keyof typeof INSTITUTION_ROLES];

export function hasInstitutionRole(roleIds: readonly string[], role: string): boolean {
  const wanted = role.toUpperCase();
  return roleIds.some((r) => r.toUpperCase() === wanted);
}

export const COURSE_ROLE_KINDS = [
  'instructor',
  'teachingAssistant',
  'grader',
  'courseBuilder',
  'student',
  'guest',
  'other',
] as const;
export type CourseRoleKind = (typeof COURSE_ROLE_KINDS)[number];

/**
 * A Learn `courseRoleId` as one of our kinds. Learn's built-in ids are matched exactly
 * (case-insensitively); custom roles follow spec 002 §6 ("instructor if the course role id
 * contains 'instructor'"; students likewise with 'student'), everything else is `other`.
 */
export function courseRoleKind(courseRoleId: string): CourseRoleKind {
  const id = courseRoleId.trim().toLowerCase();
  if (id === 'teachingassistant') return 'teachingAssistant';
  if (id === 'grader') return 'grader';
  if (id === 'coursebuilder') return 'courseBuilder';
  if (id === 'guest') return 'guest';
  if (id.includes('instructor')) return 'instructor';
  if (id.includes('student')) return 'student';
  return 'other';
}

export const isInstructor = (courseRoleId: string) => courseRoleKind(courseRoleId) === 'instructor';
export const isStudent = (courseRoleId: string) => courseRoleKind(courseRoleId) === 'student';
/** Course staff who grade: instructors and teaching assistants (and graders where a tool allows them). */
export const isGradingStaff = (courseRoleId: string, opts: { graders?: boolean } = {}) => {
  const kind = courseRoleKind(courseRoleId);
  return kind === 'instructor' || kind === 'teachingAssistant' || (opts.graders === true && kind === 'grader');
};
