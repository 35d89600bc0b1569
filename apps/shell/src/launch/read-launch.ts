import type { LaunchContext } from '@tools/launch';
import type { GuardedStorage } from '@tools/ui';
import { MalformedStateError, parseState } from './parse-state.ts';
import { originOf, type ShellConfig } from './shell-config.ts';

/** Query parameters that carry a secret and must leave the address bar at once. */
const SECRET_PARAMS = ['token', 'launch_code'] as const;

export type LaunchProblem =
  | { kind: 'malformed-state'; detail: string }
  | { kind: 'origin-not-allowed'; which: 'platform' | 'backend'; origin: string };

export interface ReadLaunch {
  route: string | null;
  context: LaunchContext;
  /** One-time code from an LTI launch, to exchange with the server for the token. */
  launchCode: string | null;
  problem: LaunchProblem | null;
  /**
   * The address names a launch (a user uuid) but neither carries the token nor a code for it, and
   * the browser blocks storage in this frame, so none could have been kept: a reload of the frame
   * lost the sign-in. The shell says so and asks for a new launch from Learn.
   */
  tokenLost: boolean;
}

export const tokenStorageKey = (uuid: string | null) => `course-tools:token:${uuid ?? 'anonymous'}`;

interface Env {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  /** The page's session storage (web-storage.ts: in memory where the browser blocks it). */
  session: Pick<GuardedStorage, 'getItem' | 'setItem' | 'persistent'>;
  local: Pick<GuardedStorage, 'getItem'>;
  config: ShellConfig;
}

/**
 * Reads the launch from the address bar. Secrets (token, launch_code) are removed from the
 * address bar before anything else happens; the token lives in memory and in session storage
 * (so a reload of the frame keeps working) and never in the URL or local storage. Where the
 * browser blocks storage in the frame, session storage is this page's memory: a reload loses the
 * token, and `tokenLost` says so.
 */
export function readLaunch(env: Env): ReadLaunch {
  const url = new URL(env.location.href);
  const params = url.searchParams;
  const queryToken = params.get('token');
  const launchCode = params.get('launch_code');
  if (SECRET_PARAMS.some((p) => params.has(p))) {
    for (const p of SECRET_PARAMS) params.delete(p);
    env.history.replaceState(env.history.state, '', url.pathname + (params.size ? `?${params}` : '') + url.hash);
  }

  const uuid = params.get('uuid') || null;
  const storageKey = tokenStorageKey(uuid);
  if (queryToken) env.session.setItem(storageKey, queryToken);
  const token = queryToken || env.session.getItem(storageKey) || null;
  const tokenLost = !token && !launchCode && uuid !== null && !env.session.persistent;

  const base: LaunchContext = {
    token,
    uuid,
    courseUuid: params.get('courseUuid') || null,
    courseId: params.get('courseId') || env.local.getItem('courseId') || null,
    locale: 'en_US',
    platformUrl: null,
    backendUrl: null,
    lineItemUrl: null,
    role: null,
    rawState: params.get('state') || null,
  };
  const route = params.get('route') || null;

  let state;
  try {
    state = parseState(params.get('state'));
  } catch (error) {
    if (!(error instanceof MalformedStateError)) throw error;
    return {
      route,
      context: base,
      launchCode,
      problem: { kind: 'malformed-state', detail: error.message },
      tokenLost,
    };
  }
  const context: LaunchContext = { ...base, ...state };
  const problem = checkOrigins(context, env.config);
  // A launch to a foreign origin must not keep a token around for anything to pick up.
  return problem
    ? { route, context: { ...context, token: null }, launchCode: null, problem, tokenLost }
    : { route, context, launchCode, problem: null, tokenLost };
}

function checkOrigins(context: LaunchContext, config: ShellConfig): LaunchProblem | null {
  const checks = [
    ['platform', context.platformUrl, config.allowedPlatformOrigins],
    ['backend', context.backendUrl, config.allowedBackendOrigins],
  ] as const;
  for (const [which, url, allowed] of checks) {
    if (url === null) continue;
    const origin = originOf(url);
    if (!origin || !allowed.includes(origin)) return { kind: 'origin-not-allowed', which, origin: origin ?? url };
  }
  return null;
}
