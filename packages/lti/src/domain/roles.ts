export type AssignmentView = 'instructor' | 'student' | 'other';

/**
 * Spec 000 §6: the course role from the enrollment picks the view, compared case-insensitively.
 * Instructor -> student list with grades; Student -> refusal; anything else -> fixed score.
 */
export function viewForRole(courseRoleId: string | undefined | null): AssignmentView {
  const role = (courseRoleId ?? '').trim().toLowerCase();
  if (role === 'instructor') return 'instructor';
  if (role === 'student') return 'student';
  return 'other';
}

/** Spec 000 §7: only student memberships are kept in the list. */
export function isStudentMembership(membership: { courseRoleId?: string | undefined }): boolean {
  return viewForRole(membership.courseRoleId) === 'student';
}
