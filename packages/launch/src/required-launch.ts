import type { LaunchContext } from './launch-context.ts';

export type LaunchKey = 'token' | 'uuid' | 'courseUuid' | 'courseId' | 'platformUrl' | 'backendUrl' | 'lineItemUrl';

export type Required<K extends LaunchKey> = LaunchContext & { [P in K]: string };

/**
 * Narrows the launch to the parameters a tool needs. Tools show the spec's missing-parameter
 * message when this returns null, before any loading state or request.
 */
export function requireLaunch<K extends LaunchKey>(launch: LaunchContext, keys: readonly K[]): Required<K> | null {
  return keys.every((k) => typeof launch[k] === 'string' && launch[k] !== '') ? (launch as Required<K>) : null;
}
