import { ReminderCenter } from '../shared/reminder-center.tsx';

/** MessageCenterTool: reminders by e-mail. */
export default function MessageCenterScreen() {
  return <ReminderCenter kind="message" />;
}
