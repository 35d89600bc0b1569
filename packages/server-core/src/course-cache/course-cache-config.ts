import { envInt as int, type Env } from '../config-env.ts';

/** How long course data is reused before Learn is asked again (read from the environment by `loadConfig` only). */
export interface CourseCacheConfig {
  /** COURSE_CACHE_MAX_AGE_SECONDS: a course's record and its term; 0 reads Learn every time. */
  maxAgeMs: number;
  /**
   * COURSE_COLUMNS_MAX_AGE_SECONDS: the column names. Longer than the course record's because a new
   * column is read at once whatever the age (the asker's grades name it) and a column hidden from
   * students is left out by their own grades; only a rename waits for it (issue 26: one read a course a
   * day instead of four). 0 reads Learn every time.
   */
  columnsMaxAgeMs: number;
}

export function courseCacheConfig(env: Env, problems: string[]): CourseCacheConfig {
  return {
    maxAgeMs: int(env, 'COURSE_CACHE_MAX_AGE_SECONDS', 6 * 3600, 0, 7 * 86_400, problems) * 1000,
    columnsMaxAgeMs: int(env, 'COURSE_COLUMNS_MAX_AGE_SECONDS', 24 * 3600, 0, 7 * 86_400, problems) * 1000,
  };
}
