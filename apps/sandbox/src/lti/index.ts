import type { Hono } from 'hono';
import type { SandboxOptions } from '../options.ts';
import type { SandboxState } from '../state/state.ts';
import { LtiPlatform } from './platform.ts';
import { registerAgsRoutes } from './routes-ags.ts';
import { registerDeepLinkRoutes } from './routes-deep-link.ts';
import { registerLaunchRoutes } from './routes-launch.ts';
import { registerRegistrationRoutes } from './routes-registration.ts';

/** Mounts the LTI 1.3 platform side (OIDC auth, JWKS, AGS, deep-link return) on the sandbox app. */
export function registerLti(app: Hono, state: SandboxState, options: SandboxOptions['lti']): LtiPlatform {
  const lti = new LtiPlatform(state, options);
  registerLaunchRoutes(app, state, lti);
  registerAgsRoutes(app, state, lti);
  registerDeepLinkRoutes(app, state, lti);
  registerRegistrationRoutes(app, state, lti);
  return lti;
}

export { LtiPlatform, type ToolClient } from './platform.ts';
export { DYNREG } from './routes-registration.ts';
export { AGS_SCOPES, LTI, ROLE, DEEP_LINKING_ROUTES } from './claims.ts';
