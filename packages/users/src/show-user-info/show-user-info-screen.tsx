import { useQuery } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { LearnError, userQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { messages } from '../messages.ts';

/** ShowUserInfo: the launching user's name and contact details (one Learn request). */
export default function ShowUserInfoScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <UserInfo uuid={launch.uuid} />;
}

function UserInfo({ uuid }: { uuid: string }) {
  const m = useMessages(messages);
  const query = useQuery(userQueryOptions(useLearnClient(), uuid));
  if (query.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (query.isError) {
    // The spec prefers the server's own message, else a fixed text.
    const { error } = query;
    return (
      <StatusView
        status="error"
        error={error instanceof LearnError && error.learnMessage ? error.learnMessage : m.fetchFailed}
      />
    );
  }
  const user = query.data;
  if (!user) return <StatusView status="empty" emptyText={m.noData} />;
  const rows: [string, string | undefined][] = [
    [m.firstName, user.name?.given],
    [m.lastName, user.name?.family],
    [m.email, user.contact?.email],
    [m.cellPhone, user.contact?.mobilePhone],
  ];
  return (
    <dl className="ct-fields" aria-label={m.title}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || m.notAvailable}</dd>
        </div>
      ))}
    </dl>
  );
}
