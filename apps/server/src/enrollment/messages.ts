/** Texts of the Quick Enroll services. 'Permission Denied' and the success defaults are spec 000 §2/§8. */
export const enrollmentMessages = {
  permissionDenied: 'Permission Denied',
  enrolled: 'Enrollment successful!',
  unenrolled: 'Unenrollment successful!',
  noAppCredentials: 'Quick Enroll has no application key for this Learn site (set QUICK_ENROLL_APP_KEY).',
  appTokenRefused: 'Learn did not give Quick Enroll an application token: {reason}',
  courseNotFound: 'Course {course} was not found in Learn.',
  learnFailed: 'Learn could not complete the request: {reason}',
  adminsOnly: 'Only Learn system administrators may see the enrollment record.',
} as const;
