import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
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
    params.set(
      'state',
      encodeState(
        opts.state ?? {
          locale: 'en_US',
          platformUrl: sandboxUrl,
          backendUrl: serverUrl,
          role: opts.persona ?? 'student',
        },
      ),
    );
  }
  return `${serverUrl}/?${params}`;
}

// Faults this worker injected. Each Playwright worker is its own process and runs its tests one
// at a time, so clearing only these never removes a fault another test still relies on.
const injected: string[] = [];

export async function injectFault(fault: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${sandboxUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`fault: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  injected.push(id);
  return id;
}

/**
 * The budget of an expectation that waits for Learn's failure to reach the screen: a GET answered 5xx is sent again
 * three times with back-off (up to 7 s of waiting, learn-api's retry-policy.ts) first, which with the launch on a busy
 * 2-core machine outran the default 15 s (a content-tools test, 2026-11-29).
 */
export const AFTER_LEARN_RETRIES = { timeout: 30_000 };

/** Removes the faults this worker injected (not other workers'). */
export async function clearFaults() {
  for (const id of injected.splice(0)) {
    await fetch(`${sandboxUrl}/sandbox/faults/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core in every frame of the page, once per document (a flag marks ours), accepting its frames' answers
 * whatever their origin (a tool framed by Learn is cross-origin).
 * Not @axe-core/playwright's AxeBuilder: it injected axe into every frame again on each check and finished each
 * run in a new blank page, about 1.1 s a check against 0.2 s here (docs/benchmarks.md, "The test suite").
 */
async function injectAxe(page: Page) {
  await Promise.all(
    page.frames().map(async (frame) => {
      // A frame that navigates or goes away meanwhile is not there to check.
      const present = await frame.evaluate(() => '__ctAxe' in window).catch(() => null);
      if (present !== false) return;
      await frame
        .evaluate(
          `${axe.source};window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });window.__ctAxe = true;`,
        )
        .catch(() => undefined);
    }),
  );
}

/** axe-core on the whole page (or `include`) and its frames, WCAG 2.2 AA rules: no violations allowed. */
export async function expectAxeClean(page: Page, include?: string) {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const w = window as unknown as { axe: typeof axe };
      const results = await w.axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? '' })),
      }));
    },
    { include, tags: AXE_TAGS },
  );
  // Each violation names its nodes and axe's reason, so a failure says which element to fix.
  expect(
    violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('; ')})`,
    ),
  ).toEqual([]);
}

/**
 * Keyboard only: presses Tab (or Shift+Tab) until `target` has focus, so a test proves the
 * control is reachable from where focus is, without a pointer. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i <= max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}`);
}
