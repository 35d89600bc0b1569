import type { UserConfig } from 'vitest/config';

/**
 * The one vitest config for packages with screens: jsdom, React, MSW-backed sandbox.
 * `backend: true` starts the real server before each test file's first test: the core with
 * `serverModules` (the package's own `src/server/module.ts`). Files share a worker's modules unless
 * `isolate: true` (a package whose tests `vi.mock` a module its other tests import).
 */
export function toolVitestConfig(options?: {
  backend?: boolean;
  serverModules?: readonly URL[];
  isolate?: boolean;
}): UserConfig;
