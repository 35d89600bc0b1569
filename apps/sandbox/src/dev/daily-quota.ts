/**
 * Learn's daily request allowance for the application (Blackboard's "Site Quotas and Rate Limits"): every
 * Learn answer says the ceiling, what is left and when the period resets (`X-Rate-Limit-*`), and once it is
 * used up Learn answers 429. Off unless set (`createSandbox({ dailyQuota })`, `PUT /sandbox/quota`), so tests
 * and benchmarks that make thousands of requests are not limited by accident.
 */
export interface QuotaState {
  limit: number;
  used: number;
  remaining: number;
  /** When the period resets: the next UTC midnight of the sandbox clock (ms since the epoch). */
  resetAt: number;
}

export class QuotaInputError extends Error {}

const DAY = 86_400_000;
const nextMidnight = (ms: number) => Math.floor(ms / DAY) * DAY + DAY;

export class DailyQuota {
  private limit: number | null = null;
  private used = 0;
  private resetAt = 0;

  constructor(private readonly clock: () => number) {}

  /** Turns the allowance on (or changes it); `used` lets a test start near the end of the day's allowance. */
  set(input: { limit?: unknown; used?: unknown }): QuotaState {
    const { limit, used = 0 } = input;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
      throw new QuotaInputError('limit must be a whole number of requests, at least 1.');
    if (typeof used !== 'number' || !Number.isInteger(used) || used < 0 || used > limit)
      throw new QuotaInputError('used must be a whole number from 0 to limit.');
    this.limit = limit;
    this.used = used;
    this.resetAt = nextMidnight(this.clock());
    return this.state()!;
  }

  off(): void {
    this.limit = null;
  }

  state(): QuotaState | null {
    if (this.limit === null) return null;
    this.roll();
    return { limit: this.limit, used: this.used, remaining: this.limit - this.used, resetAt: this.resetAt };
  }

  /**
   * Counts one request; false when the allowance is used up (Learn refuses it, and a refused request
   * does not count). Always true while the allowance is off.
   */
  take(): boolean {
    if (this.limit === null) return true;
    this.roll();
    if (this.used >= this.limit) return false;
    this.used += 1;
    return true;
  }

  /** The headers Learn sends with every answer; none while the allowance is off. */
  headers(): Record<string, string> {
    const state = this.state();
    if (!state) return {};
    return {
      'X-Rate-Limit-Limit': String(state.limit),
      'X-Rate-Limit-Remaining': String(state.remaining),
      'X-Rate-Limit-Reset': String(Math.floor(state.resetAt / 1000)),
    };
  }

  /** Seconds until the period resets (a 429's Retry-After). */
  secondsToReset(): number {
    return Math.max(1, Math.ceil((this.resetAt - this.clock()) / 1000));
  }

  private roll() {
    const now = this.clock();
    if (now >= this.resetAt) {
      this.used = 0;
      this.resetAt = nextMidnight(now);
    }
  }
}
