/** Texts the reminders back end answers with or records (issue 14). */
export const remindersMessages = {
  notDueThisWeek: '{assignment} is not due in the next 7 days, so no reminder was sent.',
  noDueDate: '{assignment} has no due date, so no reminder was sent.',
  assignmentNotFound: 'The assignment does not exist in this course.',
  learnUnavailable: 'Could not read the course from Learn: {reason}',
  noEmail: 'No email address in Learn.',
  noPhone: 'No usable mobile phone number in Learn.',
} as const;
