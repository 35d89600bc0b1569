import type { ToolScreenProps } from '@tools/launch';
import { ReminderCenter } from '../shared/reminder-center.tsx';

/** NotificationCenterTool: reminders by SMS. */
export default function NotificationCenterScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <ReminderCenter kind="notification" launch={launch} />;
}
