import { format, useMessages } from '@tools/launch';
import { shellMessages } from '../messages.ts';
import { MessagePage } from './message-page.tsx';

export function RouteNotFoundPage({ route }: { route: string | null }) {
  const m = useMessages(shellMessages);
  return (
    <MessagePage
      title={m.routeNotFoundTitle}
      body={route ? format(m.routeNotFoundBody, { route }) : m.routeMissingBody}
    />
  );
}

export function NotAvailablePage({ route }: { route: string }) {
  const m = useMessages(shellMessages);
  return <MessagePage title={m.notAvailableTitle} body={format(m.notAvailableBody, { route })} />;
}
