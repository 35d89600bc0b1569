import type { BulkPause } from '@tools/bulk';
import type { LearnClient } from './client.ts';
import { isLearnError, waitText } from './errors.ts';
import { learnQuotaMessages } from './messages.ts';
import { quotaPause } from './rate-limit.ts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

const renews = (until: number | null, now: number) =>
  until === null ? learnQuotaMessages.renewsLater : fill(learnQuotaMessages.renewsIn, { wait: waitText(until - now) });

/**
 * The bulk runner's pause for writes to Learn (`runBulk`/`useBulkRun` options): no item starts while
 * Learn's daily allowance is down to its reserve (`quotaPause`), and an item refused because it is used
 * up runs again once it renews, instead of the run failing half-way.
 */
export function learnQuotaGuard(client: LearnClient, now: () => number = Date.now) {
  return {
    pauseWhen(): BulkPause | null {
      const pause = quotaPause(client.baseUrl, now());
      if (!pause) return null;
      const reason = fill(learnQuotaMessages.pausedNearlyUsedUp, {
        remaining: pause.remaining.toLocaleString('en-US'),
        limit: pause.limit.toLocaleString('en-US'),
        renews: renews(pause.resumeAt, now()),
      });
      return { reason, until: pause.resumeAt };
    },
    pauseOn(error: unknown): BulkPause | null {
      if (!isLearnError(error) || !error.quotaExhausted) return null;
      const until = error.retryAfterMs === undefined ? null : now() + error.retryAfterMs;
      return { reason: fill(learnQuotaMessages.pausedUsedUp, { renews: renews(until, now()) }), until };
    },
  };
}
