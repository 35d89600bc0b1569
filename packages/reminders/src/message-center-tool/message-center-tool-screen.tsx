import type { ToolScreenProps } from '@tools/launch';
import { ReminderCenter } from '../shared/reminder-center.tsx';

/** MessageCenterTool: reminders by e-mail. */
export default function MessageCenterScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <ReminderCenter kind="message" launch={launch} />;
}
