import type { UserConfig } from 'vitest/config';

/** The one vitest config for packages with screens: jsdom, React, MSW-backed sandbox. */
export function toolVitestConfig(): UserConfig;
