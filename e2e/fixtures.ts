import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { sandboxUrl, serverUrl } from './playwright.config.ts';

export { sandboxUrl, serverUrl };

export type Persona = 'student' | 'student2' | 'instructor' | 'admin';

/** A real token for a seeded persona, from the sandbox's dev token endpoint. */
export async function tokenFor(persona: Persona): Promise<{ token: string; user: { id: string; uuid: string } }> {
  const res = await fetch(`${sandboxUrl}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona }),
  });
  if (!res.ok) throw new Error(`sandbox token for ${persona}: ${res.status}`);
  return res.json();
}

export function encodeState(state: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(state)).toString('base64');
}

export interface LaunchOptions {
  route: string;
  persona?: Persona;
  courseUuid?: string;
  omit?: ('token' | 'uuid' | 'courseUuid' | 'state')[];
  state?: Record<string, unknown>;
}

/** The direct (compatibility) launch URL: the same form the sandbox launcher builds. */
export async function launchUrl(opts: LaunchOptions): Promise<string> {
  const { token, user } = await tokenFor(opts.persona ?? 'student');
  const params = new URLSearchParams({ route: opts.route });
  const omit = new Set(opts.omit ?? []);
  if (!omit.has('token')) params.set('token', token);
  if (!omit.has('uuid')) params.set('uuid', user.uuid);
  if (opts.courseUuid && !omit.has('courseUuid')) params.set('courseUuid', opts.courseUuid);
  if (!omit.has('state')) {
    params.set('state', encodeState(opts.state ?? { locale: 'en_US', platformUrl: sandboxUrl, backendUrl: serverUrl, role: opts.persona ?? 'student' }));
  }
  return `${serverUrl}/?${params}`;
}

export async function injectFault(fault: Record<string, unknown>) {
  const res = await fetch(`${sandboxUrl}/sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (!res.ok) throw new Error(`fault: ${res.status}`);
}

export async function clearFaults() {
  await fetch(`${sandboxUrl}/sandbox/faults`, { method: 'DELETE' });
}

/** axe-core on the whole page, WCAG 2.2 AA rules: no violations allowed. */
export async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
