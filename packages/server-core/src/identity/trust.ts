/**
 * What the server trusts without asking Learn again, where that knowledge comes from, and for how
 * long (issue 26 §3). Everything lives in the database (any instance answers any request); nothing
 * here is one process's memory. One table, one module: a check that is not listed here asks Learn.
 *
 * | fact                                   | proven by                                                          | trusted for                     | asked again anyway                                   |
 * | -------------------------------------- | ------------------------------------------------------------------ | ------------------------------- | ---------------------------------------------------- |
 * | token T belongs to user U (uuid)       | the launch that handed T out (Learn's token answer for the id_token's `sub`), or Learn's users/me for T | T's life (a token never changes owner) | Learn refuses T (401): forgotten at once |
 * | U's primary id, user name, name        | Learn's users/me answer (any token of U)                           | kept (Learn never changes a uuid's primary id) | —                                     |
 * | U's institution and system roles       | Learn's users/me answer, asked only when a check needs them (`caller.roles()`) | `IDENTITY_TTL_MS` (10 min) | admin writes (`requireFreshInstitutionRole`) and admin reads of every course (`holdsFreshInstitutionRole`, the enrolment log's `freshUser`) ask every time |
 * | U's role in course C                   | a signed launch into C (its LTI membership role, when it names one of Learn's built-in roles; kept under C's uuid and, when the course cache keeps C, its primary id), or Learn's membership answer | `COURSE_ROLE_TTL_MS` (10 min) | course-staff writes (`{ fresh: true }`: grades, rules, write-backs, reminders, re-index; reading their history is a read); a refusal (not enrolled, unavailable) forgets it |
 *
 * Every route uses `identify`: U from the token and U's kept primary id (no Learn call once a launch
 * proved the token), and U's roles only when a check asks for them. Reads that an administrator may
 * make too ask the course role first (`courseAccessOrRefusal`), so an instructor working in their
 * course never costs a users/me (issue 26: the instructor's first identity question of the day).
 */

export const IDENTITY_TTL_MS = 10 * 60_000;
export const COURSE_ROLE_TTL_MS = 10 * 60_000;

/**
 * Learn's course role id for a launch's LTI membership roles, when they name exactly one of Learn's
 * built-in roles unambiguously; otherwise null (custom roles, several roles): Learn is asked.
 */
const LAUNCH_ROLES: readonly [string, string][] = [
  ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor', 'Instructor'],
  ['http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant', 'TeachingAssistant'],
  ['http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper', 'CourseBuilder'],
  ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', 'Student'],
];

export function launchCourseRole(roles: readonly string[]): string | null {
  const membership = roles.filter((r) => r.includes('/vocab/lis/v2/membership'));
  const known = [...new Set(membership.map((r) => LAUNCH_ROLES.find(([uri]) => uri === r)?.[1] ?? null))];
  return known.length === 1 ? (known[0] ?? null) : null;
}
