import { format } from '@tools/server-core/messages.ts';
import { remindersMessages as m } from './messages.ts';

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
  const values = { assignment: input.assignment, course, due };
  const subject = format(m.reminderSubject, values);
  if (input.kind === 'sms') {
    const text = format(m.reminderSms, values);
    return { subject, text, html: escapeHtml(text) };
  }
  const greeting = input.givenName ? format(m.reminderGreeting, { name: input.givenName }) : m.reminderGreetingNoName;
  const text = `${greeting}\n\n${format(m.reminderBody, values)}\n`;
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
  const html = `<p>${escapeHtml(greeting)}</p><p>${format(m.reminderBodyHtml, escaped)}</p>`;
  return { subject, text, html };
}
