import { ConfigError, DEFAULT_SANDBOX_URL } from '../src/config.ts';
import type { Env } from '../src/config-env.ts';
import type { ModuleSettings } from '../src/module.ts';

/**
 * A module's settings read from `env` as `loadConfig` reads them (SANDBOX_URL at its default): the value,
 * or a ConfigError with every problem. For a feature's configuration tests.
 */
export function readSettings<T>(env: Env, read: (settings: ModuleSettings, problems: string[]) => T): T {
  const problems: string[] = [];
  const value = read({ env, sandbox: DEFAULT_SANDBOX_URL }, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return value;
}
