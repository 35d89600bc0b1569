import { useQuery } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { userQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { messages } from '../messages.ts';
import { learnErrorText, UserWelcome } from '../welcome.tsx';

/** UEFBaseNav: the welcome page Ultra shows for our base navigation entry (one Learn request). */
export default function UefBaseNavScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <Welcome uuid={launch.uuid} />;
}

function Welcome({ uuid }: { uuid: string }) {
  const m = useMessages(messages);
  const user = useQuery(userQueryOptions(useLearnClient(), uuid));
  if (user.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (user.isError) return <StatusView status="error" error={learnErrorText(user.error)} />;
  return <UserWelcome user={user.data} intro={m.baseNavIntro} />;
}
