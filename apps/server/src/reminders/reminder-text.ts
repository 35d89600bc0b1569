/**
 * The reminder a student receives, written from one template: course, assignment and due date
 * in the student's locale (Learn's `locale.id`, or the course's when it forces one) and the
 * configured time zone. Pure: no I/O, so the texts are tested directly.
 */
export interface ReminderInput {
  kind: 'email' | 'sms';
  givenName: string;
  courseName: string;
  courseId: string;
  assignment: string;
  dueAt: Date;
  locale: string;
  timeZone: string;
}

export interface ReminderText {
  subject: string;
  text: string;
  html: string;
}

/** Learn writes locales as `en_US`; Intl wants `en-US`. Unknown or broken locales fall back to en-US. */
export function intlLocale(locale: string | null | undefined): string {
  const candidate = (locale ?? '').trim().replace(/_/g, '-');
  if (!candidate) return 'en-US';
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([candidate])[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

export function formatDue(dueAt: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
    timeZoneName: undefined,
  }).format(dueAt);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function writeReminder(input: ReminderInput): ReminderText {
  const due = `${formatDue(input.dueAt, input.locale, input.timeZone)} (${input.timeZone})`;
  const course = `${input.courseName} (${input.courseId})`;
  const subject = `Reminder: ${input.assignment} is due ${due}`;
  if (input.kind === 'sms') {
    const text = `Reminder: ${input.assignment} in ${course} is due ${due}.`;
    return { subject, text, html: escapeHtml(text) };
  }
  const greeting = input.givenName ? `Hello ${input.givenName},` : 'Hello,';
  const text = `${greeting}\n\nThis is a reminder that ${input.assignment} in ${course} is due ${due}.\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>This is a reminder that <strong>${escapeHtml(input.assignment)}</strong> in ` +
    `${escapeHtml(course)} is due <strong>${escapeHtml(due)}</strong>.</p>`;
  return { subject, text, html };
}
