import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { format, useLaunch, useMessages, type ToolRoute } from '@tools/launch';
import { createBackendClient } from '@tools/backend-api';
import { BackendClientProvider } from '@tools/backend-api/react';
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

/** Loads one tool (its own chunk) with the Learn client and our server's client for this launch. */
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
  const backend = useMemo(
    () =>
      launch.backendUrl
        ? createBackendClient({ baseUrl: launch.backendUrl, token: launch.token, platformUrl: launch.platformUrl })
        : null,
    [launch.backendUrl, launch.token, launch.platformUrl],
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
  const withBackend = <BackendClientProvider client={backend}>{body}</BackendClientProvider>;
  return client ? <LearnClientProvider client={client}>{withBackend}</LearnClientProvider> : withBackend;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
