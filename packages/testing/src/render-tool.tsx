import type { ComponentType, ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { emptyLaunch, LaunchProvider, type LaunchContext } from '@tools/launch';
import { createBackendClient } from '@tools/backend-api';
import { BackendClientProvider } from '@tools/backend-api/react';
import { createLearnClient, LearnClientProvider } from '@tools/learn-api';
import { ToastProvider } from '@tools/ui';
import { sandbox } from './learn-server.ts';
import { BACKEND_URL, LEARN_URL } from './origins.ts';

export type Persona = 'student' | 'student2' | 'instructor' | 'admin';

/** A launch for a seeded persona with a real sandbox token (override any field). */
export function launchAs(persona: Persona | null, overrides: Partial<LaunchContext> = {}): LaunchContext {
  const base: LaunchContext = { ...emptyLaunch, platformUrl: LEARN_URL, backendUrl: BACKEND_URL };
  if (!persona) return { ...base, ...overrides };
  const { state } = sandbox();
  const user = state.persona(persona);
  if (!user) throw new Error(`launchAs: the sandbox has no persona ${persona}`);
  return { ...base, token: state.issueToken(user.id), uuid: user.uuid, role: persona.replace(/\d$/, ''), ...overrides };
}

/** Renders a tool screen the way the shell hosts it: query cache, launch, Learn client, toasts. */
export function renderTool(Screen: ComponentType | ReactElement, launch: LaunchContext) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const client =
    launch.platformUrl && launch.token
      ? createLearnClient({ baseUrl: launch.platformUrl, token: launch.token, retry: { limit: 0 } })
      : null;
  const backend = launch.backendUrl
    ? createBackendClient({ baseUrl: launch.backendUrl, token: launch.token, platformUrl: launch.platformUrl })
    : null;
  const screenElement = typeof Screen === 'function' ? <Screen /> : Screen;
  const element = <BackendClientProvider client={backend}>{screenElement}</BackendClientProvider>;
  const tree = (
    <QueryClientProvider client={queryClient}>
      <LaunchProvider value={launch}>
        <ToastProvider>
          {client ? <LearnClientProvider client={client}>{element}</LearnClientProvider> : element}
        </ToastProvider>
      </LaunchProvider>
    </QueryClientProvider>
  );
  return { ...render(tree), queryClient };
}
