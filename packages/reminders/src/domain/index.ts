export { DUE_WINDOW_DAYS, reminderRows } from './reminder-rows.ts';
export type { ReminderRow } from './reminder-rows.ts';
