import { createContext, useContext, type ReactNode } from 'react';
import type { BackendClient } from './client.ts';

const BackendContext = createContext<BackendClient | null>(null);

/** Provided once by the host (shell, test helper, Storybook) from the launch's backendUrl and token. */
export function BackendClientProvider({ client, children }: { client: BackendClient | null; children: ReactNode }) {
  return <BackendContext.Provider value={client}>{children}</BackendContext.Provider>;
}

/** Our server's client for this launch. Throws when the launch names no back end (a host bug). */
export function useBackend(): BackendClient {
  const client = useContext(BackendContext);
  if (!client) throw new Error('useBackend: no back end for this launch (BackendClientProvider is missing).');
  return client;
}

/** For tools that work without our server (e.g. a side panel): null when there is none. */
export function useOptionalBackend(): BackendClient | null {
  return useContext(BackendContext);
}
