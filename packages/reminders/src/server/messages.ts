/** Texts the reminders back end answers with or records (issue 14). */
export const remindersMessages = {
  notDueThisWeek: '{assignment} is not due in the next 7 days, so no reminder was sent.',
  noDueDate: '{assignment} has no due date, so no reminder was sent.',
  assignmentNotFound: 'The assignment does not exist in this course.',
  learnUnavailable: 'Could not read the course from Learn: {reason}',
  noEmail: 'No email address in Learn.',
  noPhone: 'No usable mobile phone number in Learn.',
  // The reminder itself (mail and SMS, reminder-text.ts); values are filled in, escaped for HTML.
  reminderSubject: 'Reminder: {assignment} is due {due}',
  reminderSms: 'Reminder: {assignment} in {course} is due {due}.',
  reminderGreeting: 'Hello {name},',
  reminderGreetingNoName: 'Hello,',
  reminderBody: 'This is a reminder that {assignment} in {course} is due {due}.',
  /** The same sentence in the HTML part, with the assignment and due date in bold. */
  reminderBodyHtml: 'This is a reminder that <strong>{assignment}</strong> in {course} is due <strong>{due}</strong>.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const remindersCatalogue = { spec: {}, ours: remindersMessages };
