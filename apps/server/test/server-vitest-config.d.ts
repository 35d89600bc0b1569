import type { UserConfig } from 'vitest/config';

/**
 * The one vitest config for a feature's server part (`packages/<feature>/src/server/`): Node, its
 * `__tests__`; `postgres: true` starts a throwaway PostgreSQL for the `*-postgres` tests.
 */
export function serverVitestConfig(options: { name: string; postgres?: boolean }): UserConfig;
