import type { UserConfig } from 'vitest/config';

/**
 * The one vitest config for a server part (a feature's `src/server/`, the core, apps/server): Node, its
 * `__tests__`, against the core with `modules` (file URLs whose default export is a ServerModule or a list);
 * `postgres: true` starts a throwaway PostgreSQL for the `*-postgres` tests.
 */
export function serverVitestConfig(options: {
  name: string;
  postgres?: boolean;
  modules?: readonly URL[];
  include?: string[];
}): UserConfig;
