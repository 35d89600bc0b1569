import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { format, useLaunch, useMessages, type ToolRoute } from '@tools/launch';
import { createLearnClient, LearnClientProvider } from '@tools/learn-api';
import { ErrorBoundary, StatusView } from '@tools/ui';
import { shellMessages } from './messages.ts';

const lazyTools = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyTool(tool: ToolRoute) {
  let component = lazyTools.get(tool.route);
  if (!component) {
    component = lazy(tool.load);
    lazyTools.set(tool.route, component);
  }
  return component;
}

/** Loads one tool (its own chunk) with the Learn client for this launch. */
export function ToolHost({ tool }: { tool: ToolRoute }) {
  const launch = useLaunch();
  const m = useMessages(shellMessages);
  const Tool = lazyTool(tool);
  const client = useMemo(
    () =>
      launch.platformUrl && launch.token
        ? createLearnClient({ baseUrl: launch.platformUrl, token: launch.token })
        : null,
    [launch.platformUrl, launch.token],
  );
  const body = (
    <ErrorBoundary
      fallback={(error) => (
        <StatusView
          status="error"
          errorTitle={m.crashTitle}
          error={format(m.crashBody, { detail: messageOf(error, m.loadFailed) })}
        />
      )}
    >
      <Suspense fallback={<StatusView status="loading" loadingText={m.loadingTool} />}>
        <Tool />
      </Suspense>
    </ErrorBoundary>
  );
  return client ? <LearnClientProvider client={client}>{body}</LearnClientProvider> : body;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
