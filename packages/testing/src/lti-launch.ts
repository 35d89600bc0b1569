import type { LaunchContext } from '@tools/launch';
import { backendHost, backendServer } from './backend-server.ts';
import type { LtiLaunchOptions } from './backend-host.ts';

export type { LtiLaunchOptions };

/**
 * A real LTI 1.3 launch of our server by the sandbox's LTI platform (see BackendHost.ltiLaunch).
 * Learn requests made by the launch are not counted as the screen's (the sandbox's request log
 * starts empty afterwards).
 */
export async function ltiLaunch(persona: string, options: LtiLaunchOptions): Promise<LaunchContext> {
  await backendServer();
  return backendHost.ltiLaunch(persona, options);
}
