/** SportsAndStudents' settings (read from the environment by `loadConfig` only). */
export interface AthleticsConfig {
  /** Institution role that may see athletic details (personal data) and load them. */
  institutionRole: string;
}

type Env = Record<string, string | undefined>;

export function athleticsConfig(env: Env, problems: string[]): AthleticsConfig {
  const role = env.ATHLETICS_INSTITUTION_ROLE?.trim() || 'ATHLETICS_ADMIN';
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(role)) {
    problems.push(`ATHLETICS_INSTITUTION_ROLE: "${role}" is not a Learn institution role id`);
  }
  return { institutionRole: role };
}
