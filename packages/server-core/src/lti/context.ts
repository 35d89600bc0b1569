import type { CourseCache } from '../course-cache/course-cache.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { TrustedLearn } from '../identity/trusted-learn.ts';
import type { Logger } from '../log.ts';
import type { AgsTokens } from './ags-token.ts';
import type { LaunchCodes } from './launch-codes.ts';
import type { LearnSessions } from './learn-sessions.ts';
import type { PlatformKeys } from './platform-keys.ts';
import type { ToolKeys } from './tool-keys.ts';

/** What the LTI services need; built once in createApp. */
export interface LtiServices {
  config: Config;
  db: Db;
  log: Logger;
  fetch: typeof globalThis.fetch;
  now: () => Date;
  toolKeys: ToolKeys;
  platformKeys: PlatformKeys;
  launchCodes: LaunchCodes;
  /** Users' kept Learn tokens: a launch reuses one instead of signing in again. */
  learnSessions: LearnSessions;
  agsTokens: AgsTokens;
  /** Learn's answers about callers, and what launches prove (identity/trust.ts). */
  learn: TrustedLearn;
  /** Course data kept for every user of a course: a student's launch checks the course is open there. */
  courses: CourseCache;
}

export { findRegistration, findRegistrations } from './registrations.ts';

export const launchUrl = (config: Config) => `${config.publicUrl}/lti/launch`;
export const oauthCallbackUrl = (config: Config) => `${config.publicUrl}/lti/oauth/callback`;

/**
 * Every origin an LTI platform page of ours can sit in or post back to: the allowed Learn sites and
 * each registration's issuer and Learn origin (a platform's origin need not be a Learn origin).
 */
export function registeredPlatformOrigins(config: Config): string[] {
  const origins = new Set(config.allowedPlatformOrigins);
  for (const p of config.platforms) {
    for (const url of [p.issuer, p.learnUrl]) if (url) origins.add(new URL(url).origin);
  }
  return [...origins];
}
