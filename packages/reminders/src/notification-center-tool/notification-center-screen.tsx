import { ReminderCenter } from '../shared/reminder-center.tsx';

/** NotificationCenterTool: reminders by SMS. */
export default function NotificationCenterScreen() {
  return <ReminderCenter kind="notification" />;
}
