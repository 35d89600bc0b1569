import type { ReactNode } from 'react';
import { StatusView } from '@tools/ui';
import { useLaunch } from './launch-context.ts';
import { useMessages } from './messages.ts';
import { launchMessages } from './messages-shared.ts';
import { requireLaunch, type LaunchKey, type Required } from './required-launch.ts';

interface LaunchGateProps<K extends LaunchKey> {
  /** Launch parameters the tool cannot work without. */
  needs: readonly K[];
  /** The spec's missing-parameter message for this tool. */
  missingText: string;
  /** Whether the tool reads Learn (then platformUrl must be known too). Default true. */
  learn?: boolean;
  children: (launch: Required<K>) => ReactNode;
}

/**
 * Shows the tool's missing-parameter message at once (no loading state, no request) when a
 * required launch parameter is absent; otherwise renders the tool with the narrowed launch.
 */
export function LaunchGate<K extends LaunchKey>({ needs, missingText, learn = true, children }: LaunchGateProps<K>) {
  const launch = useLaunch();
  const shared = useMessages(launchMessages);
  const ready = requireLaunch(launch, needs);
  if (!ready) return <StatusView status="error" error={missingText} />;
  if (learn && !ready.platformUrl) return <StatusView status="error" error={shared.missingPlatform} />;
  return <>{children(ready)}</>;
}
