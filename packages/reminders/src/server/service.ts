import { courseRoleKind } from '@tools/backend-api/contracts';
import type * as r from '../contracts.ts';
import {
  createLearnClient,
  getCourse,
  getGradebookColumn,
  isLearnError,
  listCourseMemberships,
  type CourseMembership,
  type LearnClient,
} from '@tools/learn-api';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import { requireCourseRole } from '@tools/server-core/identity/roles.ts';
import { format } from '@tools/server-core/messages.ts';
import { dispatch, type DispatchDeps } from './dispatcher.ts';
import { remindersMessages as m } from './messages.ts';
import * as store from './outbox-store.ts';
import { toE164 } from './phone-number.ts';
import { writeReminder } from './reminder-text.ts';

/**
 * Reminders (issue 14). Who may send: Instructors and Teaching Assistants of the course, as
 * Learn says for the caller's own id. Everything the message is made of comes from Learn, read
 * with the caller's token: the assignment's due date (it must fall in the next 7 days, spec §9),
 * the course, and the recipients, which are the available Student memberships (spec §6).
 * Rows go into the outbox first (idempotency key: course, assignment, student, kind, due date),
 * then the queued rows of this reminder are sent; the answer is every recipient's state.
 */

export const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const SENDERS: readonly ('instructor' | 'teachingAssistant')[] = ['instructor', 'teachingAssistant'];

export interface RemindersContext extends ServiceContext {
  fetch: typeof globalThis.fetch;
  dispatch: Omit<DispatchDeps, 'log'>;
  timeZone: string;
  smsCountryCode: string;
}

function learnClient(ctx: RemindersContext): LearnClient {
  return createLearnClient({ baseUrl: ctx.caller.platformUrl, token: ctx.caller.token, fetch: ctx.fetch });
}

async function fromLearn<T>(read: Promise<T>, notFound?: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isLearnError(error)) {
      if (notFound && error.kind === 'not-found') throw new HttpError(404, notFound);
      throw new HttpError(502, format(m.learnUnavailable, { reason: error.userMessage }));
    }
    throw error;
  }
}

const stringAt = (value: unknown, ...path: string[]): string | null => {
  let at: unknown = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'string' && at.trim() ? at.trim() : null;
};

function isAvailableStudent(membership: CourseMembership): boolean {
  return membership.availability?.available === 'Yes' && courseRoleKind(membership.courseRoleId ?? '') === 'student';
}

/** What a reminder would be: the key, the assignment and one outbox row per recipient (nothing stored yet). */
interface Prepared {
  key: store.ReminderKey;
  assignment: string;
  dueAt: Date;
  rows: store.NewOutboxRow[];
}

async function prepare(ctx: RemindersContext, kind: store.OutboxKind, body: r.ReminderBody): Promise<Prepared> {
  // Rows are keyed by Learn's primary ids (`_300_1`), not by the reference sent: the same course
  // named by its uuid or its id is one course, so a second send is recognised as the same reminder.
  const { membership: sender } = await requireCourseRole(ctx.learn, ctx.caller, body.courseId, SENDERS);
  const learn = learnClient(ctx);
  const [course, column, memberships] = await Promise.all([
    fromLearn(getCourse(learn, { courseRef: body.courseId }, { fields: ['id', 'courseId', 'name', 'locale'] })),
    fromLearn(
      getGradebookColumn(
        learn,
        { courseRef: body.courseId, columnId: body.columnId },
        { fields: ['id', 'name', 'grading'] },
      ),
      m.assignmentNotFound,
    ),
    fromLearn(
      listCourseMemberships(
        learn,
        { courseRef: body.courseId },
        {
          expand: ['user'],
          fields: ['userId', 'courseRoleId', 'availability', 'user.id', 'user.name', 'user.contact', 'user.locale'],
        },
      ),
    ),
  ]);
  const assignment = column.name ?? body.columnId;
  if (!column.grading?.due) throw new HttpError(409, format(m.noDueDate, { assignment }));
  const dueAt = new Date(column.grading.due);
  const now = ctx.now().getTime();
  if (!(dueAt.getTime() >= now && dueAt.getTime() <= now + WINDOW_MS)) {
    throw new HttpError(409, format(m.notDueThisWeek, { assignment }));
  }
  const courseId = sender.courseId;
  const key: store.ReminderKey = { courseId, columnId: column.id ?? body.columnId, kind, dueAt };
  const forcedLocale = (course.locale as { force?: boolean; id?: string } | undefined)?.force
    ? stringAt(course, 'locale', 'id')
    : null;

  const rows: store.NewOutboxRow[] = memberships.filter(isAvailableStudent).map((membership) => {
    const user = membership.user;
    const given = stringAt(user, 'name', 'given') ?? '';
    const name = [given, stringAt(user, 'name', 'family')].filter(Boolean).join(' ') || (membership.userId ?? '');
    const address =
      kind === 'email'
        ? stringAt(user, 'contact', 'email')
        : toE164(stringAt(user, 'contact', 'mobilePhone'), ctx.smsCountryCode);
    const message = writeReminder({
      kind,
      givenName: given,
      courseName: course.name ?? course.courseId ?? courseId,
      courseId: course.courseId ?? courseId,
      assignment,
      dueAt,
      locale: forcedLocale ?? stringAt(user, 'locale', 'id') ?? 'en_US',
      timeZone: ctx.timeZone,
    });
    return {
      ...key,
      userId: membership.userId ?? user?.id ?? '',
      courseLabel: course.courseId ?? courseId,
      assignment,
      recipientName: name,
      address,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html,
      status: address ? 'queued' : 'skipped',
      reason: address ? null : kind === 'email' ? m.noEmail : m.noPhone,
      requestedBy: ctx.caller.user.id,
    };
  });

  return { key, assignment, dueAt, rows: rows.filter((row) => row.userId) };
}

const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

/**
 * Queues the reminder (rows that exist already are left alone: the idempotency key) and sends
 * what is queued. Each result says whether this request queued it (`repeat` false) or an earlier
 * one did, so a second press can be answered honestly: already sent to these students, when.
 */
export async function send(
  ctx: RemindersContext,
  kind: store.OutboxKind,
  body: r.ReminderBody,
): Promise<r.ReminderResponse> {
  const { key, assignment, dueAt, rows } = await prepare(ctx, kind, body);
  const added = await store.insertRows(ctx.db, rows);
  await dispatch(ctx.db, { ...ctx.dispatch, log: ctx.log }, key);
  const stored = await store.listReminder(ctx.db, key);
  return {
    kind,
    courseId: key.courseId,
    columnId: key.columnId,
    assignment,
    dueAt: dueAt.toISOString(),
    results: stored.map((row) => ({
      userId: row.user_id,
      name: row.recipient_name,
      status: row.status,
      reason: row.reason,
      retryAt: row.status === 'failed' && row.next_attempt_at ? new Date(row.next_attempt_at).toISOString() : null,
      sentAt: iso(row.sent_at),
      queuedAt: iso(row.created_at) ?? '',
      repeat: !added.has(row.user_id),
    })),
  };
}

/**
 * What Send would do, without storing or sending anything: how many students, how many have no
 * address, how many were already reminded (and when), and the text one of them would get.
 */
export async function preview(
  ctx: RemindersContext,
  kind: store.OutboxKind,
  body: r.ReminderBody,
): Promise<r.ReminderPreview> {
  const { key, assignment, dueAt, rows } = await prepare(ctx, kind, body);
  const stored = new Map((await store.listReminder(ctx.db, key)).map((row) => [row.user_id, row]));
  const fresh = rows.filter((row) => !stored.has(row.userId));
  const sent = [...stored.values()].filter((row) => row.status === 'sent');
  const lastSent = sent.reduce<string | null>((last, row) => {
    const at = iso(row.sent_at);
    return at && (!last || at > last) ? at : last;
  }, null);
  const sample = fresh.find((row) => row.status === 'queued') ?? rows.find((row) => row.status === 'queued');
  return {
    kind,
    courseId: key.courseId,
    columnId: body.columnId,
    assignment,
    dueAt: dueAt.toISOString(),
    students: rows.length,
    toSend: fresh.filter((row) => row.status === 'queued').length,
    withoutAddress: fresh.filter((row) => row.status === 'skipped').length,
    alreadySent: sent.length,
    alreadyPending: [...stored.values()].filter((row) => row.status === 'queued' || row.status === 'failed').length,
    lastSentAt: lastSent,
    sample: sample ? { subject: sample.subject, text: sample.bodyText } : null,
  };
}
