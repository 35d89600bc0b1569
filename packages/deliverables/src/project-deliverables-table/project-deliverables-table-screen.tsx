import { LaunchGate, useMessages } from '@tools/launch';
import { Page } from '@tools/ui';
import { messages } from '../messages.ts';
import './deliverables.css';
import { Tracker } from './tracker.tsx';

/** ProjectDeliverablesTable: the portfolio deliverables tracker (spec 001 §2.10-§9, spec 000's CSV manager). */
export default function ProjectDeliverablesTableScreen() {
  const m = useMessages(messages);
  return (
    <Page title={m.title}>
      <LaunchGate needs={['token', 'uuid']} missingText={m.missingParams}>
        {(launch) => <Tracker launch={launch} />}
      </LaunchGate>
    </Page>
  );
}
