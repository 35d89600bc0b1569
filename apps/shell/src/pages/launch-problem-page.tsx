import { format, messagesFor, type Locale } from '@tools/launch';
import type { LaunchProblem } from '../launch/read-launch.ts';
import { shellMessages } from '../messages.ts';
import { MessagePage } from './message-page.tsx';

export function LaunchProblemPage({ problem, locale }: { problem: LaunchProblem; locale: Locale }) {
  const m = messagesFor(shellMessages, locale);
  if (problem.kind === 'malformed-state') {
    return (
      <MessagePage title={m.malformedStateTitle} body={format(m.malformedStateBody, { detail: problem.detail })} />
    );
  }
  return (
    <MessagePage
      title={m.originTitle}
      body={format(m.originBody, {
        which: problem.which === 'platform' ? 'platform' : 'back-end',
        origin: problem.origin,
      })}
    />
  );
}
