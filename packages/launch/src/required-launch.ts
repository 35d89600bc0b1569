import type { LaunchContext } from './launch-context.ts';
import type { LaunchNeed } from './tool-route.ts';

export type LaunchKey = 'token' | 'uuid' | 'courseUuid' | 'courseId' | 'platformUrl' | 'backendUrl' | 'lineItemUrl';

export type Required<K extends LaunchKey> = LaunchContext & { [P in K]: string };

const present = (launch: LaunchContext, key: LaunchKey) => typeof launch[key] === 'string' && launch[key] !== '';

/** Marks the launch check every Learn tool has last: the platform the token belongs to. */
export const MISSING_PLATFORM = Symbol('missing platform');

/**
 * The first failing launch check of a route: the `missing` key of the first need with an absent
 * parameter, then MISSING_PLATFORM when the tool reads Learn and no platform is named; null when
 * the launch has everything.
 */
export function missingLaunch(
  launch: LaunchContext,
  needs: readonly LaunchNeed[],
  learn: boolean,
): string | typeof MISSING_PLATFORM | null {
  for (const need of needs) {
    const ok = need.params.every((p) =>
      typeof p === 'string' ? present(launch, p) : p.some((k) => present(launch, k)),
    );
    if (!ok) return need.missing;
  }
  if (learn && !present(launch, 'platformUrl')) return MISSING_PLATFORM;
  return null;
}
