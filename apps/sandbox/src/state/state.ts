import { DailyQuota } from '../dev/daily-quota.ts';
import { FaultRegistry } from '../dev/faults.ts';
import { RequestLog, RouteTemplates } from '../dev/request-log.ts';
import { DEFAULTS, type SandboxOptions } from '../options.ts';
import { seedDemo } from '../seed/demo.ts';
import type { UserRec } from '../seed/types.ts';
import { FileLinks } from './file-links.ts';
import { LearnSessions } from './learn-sessions.ts';
import { OAuthCodes } from './oauth-codes.ts';
import { Store } from './store.ts';
import { TokenStore } from './tokens.ts';

/** Everything a running sandbox holds in memory; tests drive it directly. */
export class SandboxState {
  readonly store: Store;
  readonly tokens: TokenStore;
  readonly oauth: OAuthCodes;
  /** Signed URLs that attachment downloads redirect to. */
  readonly fileLinks: FileLinks;
  /** Browsers signed in to the sandbox's Learn (see learn-sessions.ts). */
  readonly learnSessions = new LearnSessions();
  readonly faults = new FaultRegistry();
  readonly requestLog = new RequestLog();
  /** Learn's daily request allowance: `X-Rate-Limit-*` on every answer and 429 once used up (off by default). */
  readonly quota: DailyQuota;
  readonly routes = new RouteTemplates();
  readonly clock: () => number;
  readonly publicUrl: string;
  readonly shellUrl: string;
  readonly appKey: string;
  readonly appSecret: string;
  /** Added to every Learn API request; change at run time. */
  latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.clock = options.clock ?? (() => Date.now());
    this.store = new Store(options.data ?? seedDemo({ now: options.now ?? this.clock() }));
    this.tokens = new TokenStore(this.clock);
    this.oauth = new OAuthCodes(this.clock);
    this.fileLinks = new FileLinks(this.clock);
    this.publicUrl = (options.publicUrl ?? DEFAULTS.publicUrl).replace(/\/$/, '');
    this.shellUrl = (options.shellUrl ?? DEFAULTS.shellUrl).replace(/\/$/, '');
    this.appKey = options.appKey ?? DEFAULTS.appKey;
    this.appSecret = options.appSecret ?? DEFAULTS.appSecret;
    this.latencyMs = options.latencyMs ?? 0;
    this.quota = new DailyQuota(this.clock);
    if (options.dailyQuota) this.quota.set({ limit: options.dailyQuota });
  }

  /** A bearer token acting as this user (3-legged style). Pass `token` for a fixed value in tests. */
  issueToken(userId: string, options: { token?: string; lifetimeSeconds?: number } = {}): string {
    if (!this.store.userById(userId)) throw new Error(`issueToken: unknown user id ${userId}`);
    return this.tokens.issue({ userId, clientId: this.appKey, scope: 'read write' }, options);
  }

  /** The user behind a persona name (student, student2, instructor, admin, ...). */
  persona(name: string): UserRec | undefined {
    const id = this.store.data.personas[name];
    return id ? this.store.userById(id) : undefined;
  }
}
