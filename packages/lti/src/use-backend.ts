import { useMemo } from 'react';
import { createBackendClient, type BackendClient } from '@tools/backend-api';

/** Our server's client for this launch (token + Learn origin go along; the server re-checks both). */
export function useBackend(backendUrl: string, token: string | null, platformUrl: string | null): BackendClient {
  return useMemo(
    () => createBackendClient({ baseUrl: backendUrl, token, platformUrl }),
    [backendUrl, token, platformUrl],
  );
}
