import type { PlatformRegistration } from '@tools/server-core/platform-registration.ts';

/** Quick Enroll's settings (read from the environment by `loadConfig` only). */
export interface EnrollmentConfig {
  /** Course role Quick Enroll gives (Learn `courseRoleId`; a custom role's id in a real Learn). */
  courseRoleId: string;
  /** Institution role a caller needs (spec 000 §6: ID_USER). */
  institutionRole: string;
  /**
   * Application key/secret for the client-credentials token the server enrols with. Null: the
   * REST key/secret of the LTI registration of the caller's Learn site (`LTI_PLATFORMS`).
   */
  appKey: string | null;
  appSecret: string | null;
}

type Env = Record<string, string | undefined>;

export function enrollmentConfig(env: Env, problems: string[]): EnrollmentConfig {
  const appKey = env.QUICK_ENROLL_APP_KEY?.trim() || null;
  const appSecret = env.QUICK_ENROLL_APP_SECRET?.trim() || null;
  if ((appKey === null) !== (appSecret === null)) {
    problems.push('QUICK_ENROLL_APP_KEY and QUICK_ENROLL_APP_SECRET: set both or neither');
  }
  const courseRoleId = env.QUICK_ENROLL_COURSE_ROLE?.trim() || 'InstructionalDesigner';
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(courseRoleId)) {
    problems.push(`QUICK_ENROLL_COURSE_ROLE: "${courseRoleId}" is not a Learn course role id`);
  }
  return {
    courseRoleId,
    institutionRole: env.QUICK_ENROLL_INSTITUTION_ROLE?.trim() || 'ID_USER',
    appKey,
    appSecret,
  };
}

/** The application credentials for a Learn site: the configured pair, else the site's registration. */
export function appCredentials(
  config: EnrollmentConfig,
  platforms: readonly PlatformRegistration[],
  platformUrl: string,
): { key: string; secret: string } | null {
  if (config.appKey && config.appSecret) return { key: config.appKey, secret: config.appSecret };
  const sameSite = platforms.find((p) => p.learnUrl && new URL(p.learnUrl).origin === platformUrl);
  const registration = sameSite ?? (platforms.length === 1 ? platforms[0] : undefined);
  return registration ? { key: registration.restKey, secret: registration.restSecret } : null;
}
