/** Texts of the Quick Enroll services. 'Permission Denied' and the success defaults are spec 000 §2/§8. */
const spec = {
  permissionDenied: 'Permission Denied',
  enrolled: 'Enrollment successful!',
  unenrolled: 'Unenrollment successful!',
} as const;

const ours = {
  noAppCredentials: 'Quick Enroll has no application key for this Learn site (set QUICK_ENROLL_APP_KEY).',
  appTokenRefused: 'Learn did not give Quick Enroll an application token: {reason}',
  courseNotFound: 'Course {course} was not found in Learn.',
  learnFailed: 'Learn could not complete the request: {reason}',
  adminsOnly: 'Only Learn system administrators may see the enrollment record.',
  // The {reason} of appTokenRefused.
  tokenNoAnswer: "Learn's token endpoint did not answer ({reason})",
  tokenStatus: "Learn's token endpoint answered {status}",
  tokenUnexpected: "Learn's token endpoint sent an unexpected answer",
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"). */
export const enrollmentCatalogue = { spec, ours };
export const enrollmentMessages = { ...spec, ...ours };
