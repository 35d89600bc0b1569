import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BackendCall } from './http.ts';

const BackendContext = createContext<BackendCall | null>(null);

/**
 * Provided once by the host (shell, test helper, Storybook) with the launch's `call()` (backendUrl
 * and token). Tools pick their own domain API with `useBackend(<domain>Api)`, so a route's bundle
 * carries only the server domains it talks to (the shell carries none).
 */
export function BackendClientProvider({ call, children }: { call: BackendCall | null; children: ReactNode }) {
  return <BackendContext.Provider value={call}>{children}</BackendContext.Provider>;
}

/** A domain API of our server for this launch, e.g. `useBackend(latePenaltyApi)`. Throws when the launch names no back end (a host bug). */
export function useBackend<A>(api: (call: BackendCall) => A): A {
  const client = useOptionalBackend(api);
  if (!client) throw new Error('useBackend: no back end for this launch (BackendClientProvider is missing).');
  return client;
}

/** For tools that work without our server (e.g. a side panel): null when there is none. */
export function useOptionalBackend<A>(api: (call: BackendCall) => A): A | null {
  const call = useContext(BackendContext);
  return useMemo(() => (call ? api(call) : null), [call, api]);
}
