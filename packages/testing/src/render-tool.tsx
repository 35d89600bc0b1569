import type { ComponentType, ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ToolProviders } from '@tools/host';
import { emptyLaunch, type LaunchContext } from '@tools/launch';
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

/** Renders a tool screen the way the shell hosts it (the same ToolProviders). */
export function renderTool(Screen: ComponentType | ReactElement, launch: LaunchContext) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const element = typeof Screen === 'function' ? <Screen /> : Screen;
  const tree = (
    <ToolProviders launch={launch} queryClient={queryClient} learnOptions={{ retry: { limit: 0 } }}>
      {element}
    </ToolProviders>
  );
  return { ...render(tree), queryClient };
}
