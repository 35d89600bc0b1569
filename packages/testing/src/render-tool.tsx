import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { loadTool, ToolFrame, ToolProviders } from '@tools/host';
import { emptyLaunch, type LaunchContext, type ToolRoute } from '@tools/launch';
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

/**
 * Renders a tool the way the shell hosts it: its route's screen and texts loaded first, then the
 * same ToolProviders and frame (page title, launch checks) around the screen. Several tools share
 * one query cache when a test needs to show they share requests.
 */
export async function renderTool(tool: ToolRoute | ToolRoute[], launch: LaunchContext) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const loaded = await Promise.all((Array.isArray(tool) ? tool : [tool]).map(loadTool));
  const tree = (
    <ToolProviders launch={launch} queryClient={queryClient} learnOptions={{ retry: { limit: 0 } }}>
      {loaded.map((one) => (
        <ToolFrame key={one.tool.route} loaded={one} />
      ))}
    </ToolProviders>
  );
  return { ...render(tree), queryClient };
}
