import type { Logger } from '../log.ts';
import type { Caller } from '../identity/caller.ts';

/** Per-request variables every handler can read. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by `identify`: who is calling, as told by Learn (never by the browser). */
    caller: Caller;
    /** Set by the shell page of a deep-linking launch: the platform's return origin (CSP form-action). */
    cspExtraOrigins: string[] | undefined;
  };
}
