// Migration 010: the outbox of reminders (issue 14, MessageCenterTool / NotificationCenterTool).
// One row per recipient and reminder. The primary key is the idempotency key (course, assignment,
// student, kind, due date) within a Learn site, so a second click or a retry after a crash adds
// nothing and sends nothing twice. `lease_until` marks a row being sent: a row whose lease ran
// out (the sender crashed) is claimed again; `next_attempt_at` schedules retries with back-off.
export default /* sql */ `
create table outbox (
  platform text not null,
  course_id text not null,
  column_id text not null,
  user_id text not null,
  kind text not null check (kind in ('email', 'sms')),
  due_at timestamptz not null,
  course_label text not null,
  assignment text not null,
  recipient_name text not null,
  address text,
  subject text not null,
  body_text text not null,
  body_html text not null,
  status text not null check (status in ('queued', 'sent', 'failed', 'skipped')),
  reason text,
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  lease_until timestamptz,
  requested_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (platform, course_id, column_id, user_id, kind, due_at)
);
create index outbox_pending on outbox (platform, status, next_attempt_at) where status in ('queued', 'failed');
`;
