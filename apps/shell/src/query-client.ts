import { QueryClient } from '@tanstack/react-query';

/** The query cache of one launch (the capacity simulator replays launches with the same settings). */
export function createQueryClient() {
  // Learn calls are scarce: cache for a few minutes, never refetch on focus inside an iframe,
  // and leave retries to the Learn client (which honours Retry-After).
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false, retry: false },
    },
  });
}
