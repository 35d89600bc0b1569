import { TtlCache } from '../identity/ttl-cache.ts';
import { randomId } from './launch-store.ts';

export const LAUNCH_CODE_TTL_MS = 2 * 60_000;

export interface IssuedSession {
  token: string;
  expiresAt: string;
}

/**
 * One-time codes the shell trades for the user's Learn token. Kept in memory only (the token
 * never touches the disk or the database) for two minutes, and deleted on first use.
 */
export class LaunchCodes {
  private readonly codes: TtlCache<IssuedSession>;

  constructor(now: () => number = Date.now) {
    this.codes = new TtlCache<IssuedSession>(LAUNCH_CODE_TTL_MS, 10_000, now);
  }

  issue(session: IssuedSession): string {
    const code = randomId();
    this.codes.set(code, session);
    return code;
  }

  redeem(code: string): IssuedSession | undefined {
    return this.codes.take(code);
  }
}
