import type { LaunchContext } from '@tools/launch';
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
}

export const tokenStorageKey = (uuid: string | null) => `course-tools:token:${uuid ?? 'anonymous'}`;

interface Env {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  localStorage: Pick<Storage, 'getItem'>;
  config: ShellConfig;
}

/**
 * Reads the launch from the address bar. Secrets (token, launch_code) are removed from the
 * address bar before anything else happens; the token lives in memory and in sessionStorage
 * (so a reload of the frame keeps working) and never in the URL or localStorage.
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
  if (queryToken) env.sessionStorage.setItem(storageKey, queryToken);
  const token = queryToken || env.sessionStorage.getItem(storageKey) || null;

  const base: LaunchContext = {
    token,
    uuid,
    courseUuid: params.get('courseUuid') || null,
    courseId: params.get('courseId') || env.localStorage.getItem('courseId') || null,
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
    return { route, context: base, launchCode, problem: { kind: 'malformed-state', detail: error.message } };
  }
  const context: LaunchContext = { ...base, ...state };
  const problem = checkOrigins(context, env.config);
  // A launch to a foreign origin must not keep a token around for anything to pick up.
  return problem
    ? { route, context: { ...context, token: null }, launchCode: null, problem }
    : { route, context, launchCode, problem: null };
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
