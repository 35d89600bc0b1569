import { envInt as int, type Env } from '../config-env.ts';

/** How long course data is reused before Learn is asked again (read from the environment by `loadConfig` only). */
export interface CourseCacheConfig {
  /** COURSE_CACHE_MAX_AGE_SECONDS: a course's record, term and column list; 0 reads Learn every time. */
  maxAgeMs: number;
}

export function courseCacheConfig(env: Env, problems: string[]): CourseCacheConfig {
  return { maxAgeMs: int(env, 'COURSE_CACHE_MAX_AGE_SECONDS', 6 * 3600, 0, 7 * 86_400, problems) * 1000 };
}
