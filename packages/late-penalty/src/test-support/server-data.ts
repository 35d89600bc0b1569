import type * as lp from '../contracts.ts';
import { backendRequest } from '@tools/testing';
import { slugify } from '../domain/index.ts';

/**
 * Late-penalty data on the real server, written and read through its API as the person who
 * would do it in the product: the admin keeps the rules, an instructor sets the course's rules
 * and overrides and applies penalties. No double: the server checks every one with the sandbox.
 */

/** The admin saves these rules in this order (codes are the labels' slugs, as the admin tool makes them). */
export async function adminSavesRules(rules: readonly (readonly [label: string, status?: 'Active' | 'Inactive'])[]) {
  const body = rules.map(([Label, Status = 'Active']) => ({ Code: slugify(Label), Label, Status }));
  await backendRequest('admin', 'POST', '/late-penalty-rules', body);
  return body.map((r) => r.Code);
}

export async function rulesOnServer(): Promise<lp.Rule[]> {
  return (await backendRequest<lp.RulesPage>('admin', 'GET', '/late-penalty-rules?limit=200')).items;
}

/** An instructor of the course sets an item's rule (and per-student overrides). */
export async function instructorAssigns(
  courseId: string,
  contentItemId: string,
  rule: string,
  overrides: Record<string, number> = {},
  persona = 'instructor',
) {
  await backendRequest(persona, 'POST', '/late-penalty-associations', [
    { CourseId: courseId, ContentItemId: contentItemId, Rule: rule, Status: 'Active', Overrides: overrides },
  ]);
}

export async function associationsOnServer(courseId: string, persona = 'instructor'): Promise<lp.Association[]> {
  const query = new URLSearchParams({ courseId, limit: '200' });
  return (await backendRequest<lp.AssociationsPage>(persona, 'GET', `/late-penalty-associations?${query}`)).items;
}

/** An instructor of the course stores applied penalties ('Update late penalties'). */
export async function instructorSavesPenalties(persona: string, body: lp.SnapshotsBody) {
  await backendRequest(persona, 'POST', '/late-penalty-snapshots', body);
}
