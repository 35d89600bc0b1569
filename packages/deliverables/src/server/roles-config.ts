/**
 * Who may change deliverables and read Azure DevOps work items through the server's ADO token
 * (issue 21 §3): a Learn institution role or system role from DELIVERABLES_ROLES, asked of Learn.
 * The launch's `role` parameter (ADMIN/TPM/BA/TC) stays a display hint. Reading the rows stays
 * open to every user Learn identifies (spec 001 §7: one portfolio per site).
 */
export const DEFAULT_DELIVERABLES_ROLES = ['FACULTY', 'STAFF', 'SystemAdmin'] as const;

type Env = Record<string, string | undefined>;

/** DELIVERABLES_ROLES: comma-separated Learn role ids (institution or system roles). */
export function deliverablesRoles(env: Env, problems: string[]): string[] {
  const raw = env.DELIVERABLES_ROLES;
  if (raw === undefined || raw.trim() === '') return [...DEFAULT_DELIVERABLES_ROLES];
  const roles = raw
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const bad = roles.filter((role) => !/^[A-Za-z0-9_.-]{1,100}$/.test(role));
  if (bad.length > 0 || roles.length === 0) {
    problems.push(`DELIVERABLES_ROLES: "${raw}" must be Learn role ids separated by commas`);
  }
  return roles;
}
