import type { JSONWebKeySet } from 'jose';
import type { RouteValue } from '@tools/launch/route-values';
import type { SeedData } from './seed/types.ts';

/** A tool as the shell publishes it in `${SHELL_URL}/tools.json`. */
export interface ToolInfo {
  route: RouteValue;
  title: string;
  audience: ('student' | 'instructor' | 'admin' | 'anyone')[];
  needsCourse: boolean;
}

export interface LtiToolRegistration {
  clientId: string;
  deploymentId: string;
  /** Base URL of the tool (our server): /lti/login, /lti/launch and /lti/jwks hang off it. */
  toolUrl: string;
  /** The tool's public keys; default: fetched from `${toolUrl}/lti/jwks`. */
  toolJwks?: JSONWebKeySet;
}

export interface SandboxOptions {
  /** The institution; default seedDemo({ now }). */
  data?: SeedData;
  /** Seed instant when `data` is not given (ms). Default Date.now(). */
  now?: number;
  /** Clock for token expiry and request timing. Default Date.now (fake timers work). */
  clock?: () => number;
  /** Where browsers reach the sandbox (platformUrl in launches, OAuth and LTI issuer). */
  publicUrl?: string;
  /** Where the shell (and our server) is served. */
  shellUrl?: string;
  /** Registered REST application (Basic auth on the token endpoint). */
  appKey?: string;
  appSecret?: string;
  /** Delay added to every Learn API request (ms). */
  latencyMs?: number;
  /** Learn's daily request allowance for the application (X-Rate-Limit-* headers, 429 when used up); off when absent. */
  dailyQuota?: number;
  /** The tool list for the launcher (main.ts fetches `${shellUrl}/tools.json`). */
  loadTools?: () => Promise<ToolInfo[]>;
  /** LTI 1.3 registration of our tool, and where the platform side lives. */
  lti?: Partial<LtiToolRegistration> & {
    /**
     * Origin of the LTI platform (issuer, OIDC auth, JWKS, AGS, deep-link return). Default:
     * `ltiPlatformOrigin(publicUrl)`, which differs from the Learn origin on localhost, as a
     * platform's origin may in the field (issuer https://blackboard.com, Learn elsewhere).
     */
    platformUrl?: string;
  };
  /** How the launcher launches tools: 'direct' (token in the link) or 'lti' (real LTI 1.3). */
  launchMode?: 'direct' | 'lti';
  /** The Ultra frame's browser script (main.ts bundles ultra/uef-host-page.ts); the frame page needs it. */
  ultraHostScript?: string;
}

export const DEFAULTS = {
  publicUrl: 'http://localhost:4010',
  shellUrl: 'http://localhost:4000',
  appKey: 'sandbox-app-key',
  appSecret: 'sandbox-app-secret',
  ltiClientId: 'course-tools-sandbox',
  ltiDeploymentId: 'sandbox-deployment-1',
} as const;

/**
 * The sandbox's LTI platform origin for a Learn origin: the same server under its other loopback
 * name (`localhost` <-> `127.0.0.1`), so the platform is a different origin than Learn and a tool
 * that treats them as one fails here as it would in the field. Other hosts keep their origin.
 * The server's default sandbox registration (packages/server-core/src/config.ts) follows the same rule.
 */
export function ltiPlatformOrigin(learnUrl: string): string {
  const url = new URL(learnUrl);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}
