import { envInt as int, type Env } from '../config-env.ts';

/** How long course data is reused before Learn is asked again (read from the environment by `loadConfig` only). */
export interface CourseCacheConfig {
  /** COURSE_CACHE_MAX_AGE_SECONDS: a course's record (name, availability); 0 reads Learn every time. */
  maxAgeMs: number;
  /**
   * COURSE_NAMES_MAX_AGE_SECONDS: a course's column names and a term's name. Longer than the course
   * record's: a new column is read at once whatever the age (the asker's grades name it), a column
   * hidden from students is left out by their own grades, and a term is shared by every course of it;
   * only a rename waits this long (issue 26: one read a course a day instead of four). 0 reads Learn
   * every time.
   */
  namesMaxAgeMs: number;
}

export function courseCacheConfig(env: Env, problems: string[]): CourseCacheConfig {
  return {
    maxAgeMs: int(env, 'COURSE_CACHE_MAX_AGE_SECONDS', 6 * 3600, 0, 7 * 86_400, problems) * 1000,
    namesMaxAgeMs: int(env, 'COURSE_NAMES_MAX_AGE_SECONDS', 24 * 3600, 0, 7 * 86_400, problems) * 1000,
  };
}
