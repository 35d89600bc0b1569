import { latePenaltyApi, type LatePenaltyApi } from '../api/client.ts';
import { useBackend } from '@tools/backend-api/react';

/** Our server's late-penalty services for the current launch (token + platform re-checked there). */
export function useLatePenaltyApi(): LatePenaltyApi {
  return useBackend(latePenaltyApi);
}

/** "Save failed: <server message>" — the spec's failure prefixes followed by the reason. */
export const failure = (prefix: string, error: unknown) =>
  `${prefix} ${error instanceof Error ? error.message : String(error)}`;
