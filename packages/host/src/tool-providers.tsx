import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBackendCall } from '@tools/backend-api';
import { BackendClientProvider } from '@tools/backend-api/react';
import { LaunchProvider, type LaunchContext } from '@tools/launch';
import { createLearnClient, LearnClientProvider, type LearnClientOptions } from '@tools/learn-api';
import { ToastProvider } from '@tools/ui';

export interface ToolProvidersProps {
  launch: LaunchContext;
  queryClient: QueryClient;
  /** Extra Learn client options (tests turn retries off). */
  learnOptions?: Partial<Omit<LearnClientOptions, 'baseUrl' | 'token'>>;
  children: ReactNode;
}

/**
 * Everything a tool screen reads from its host, wired in one place for the shell, the screen
 * tests and Storybook: the query cache, the launch, toasts, the Learn client (when the launch has
 * a platform and token) and our server's client (when it names a back end).
 */
export function ToolProviders({ launch, queryClient, learnOptions, children }: ToolProvidersProps) {
  const { platformUrl, token, backendUrl } = launch;
  const learn = useMemo(
    () => (platformUrl && token ? createLearnClient({ ...learnOptions, baseUrl: platformUrl, token }) : null),
    // learnOptions is configuration fixed for the host's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [platformUrl, token],
  );
  const backend = useMemo(
    () => (backendUrl ? createBackendCall({ baseUrl: backendUrl, token, platformUrl }) : null),
    [backendUrl, token, platformUrl],
  );
  const tools = <BackendClientProvider call={backend}>{children}</BackendClientProvider>;
  return (
    <QueryClientProvider client={queryClient}>
      <LaunchProvider value={launch}>
        <ToastProvider>
          {learn ? <LearnClientProvider client={learn}>{tools}</LearnClientProvider> : tools}
        </ToastProvider>
      </LaunchProvider>
    </QueryClientProvider>
  );
}
