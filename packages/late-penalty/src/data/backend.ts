import { useMemo } from 'react';
import { createLatePenaltyClient, type LatePenaltyClient } from '@tools/backend-api';
import { useLaunch } from '@tools/launch';

/** Our server's late-penalty services for the current launch (token + platform re-checked there). */
export function useLatePenaltyClient(): LatePenaltyClient {
  const launch = useLaunch();
  return useMemo(
    () =>
      createLatePenaltyClient({
        baseUrl: launch.backendUrl ?? '',
        token: launch.token,
        platformUrl: launch.platformUrl,
      }),
    [launch.backendUrl, launch.token, launch.platformUrl],
  );
}

/** Query keys for our server's data; never the token. */
export const backendKeys = {
  rules: (backendUrl: string) => ['late-penalty', backendUrl, 'rules'] as const,
  associations: (backendUrl: string, courseId: string) =>
    ['late-penalty', backendUrl, 'associations', courseId] as const,
  penalties: (backendUrl: string) => ['late-penalty', backendUrl, 'penalties'] as const,
};

/** "Save failed: <server message>" — the spec's failure prefixes followed by the reason. */
export const failure = (prefix: string, error: unknown) =>
  `${prefix} ${error instanceof Error ? error.message : String(error)}`;
