import { expect, test } from '@playwright/test';
import { sandboxUrl, serverUrl } from '../../../e2e/fixtures.ts';

interface ToolInfo {
  route: string;
  title: string;
  audience: string[];
  needsCourse: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const FIRST_PERSONA: Record<string, string> = {
  student: 'student',
  instructor: 'instructor',
  admin: 'admin',
  anyone: 'instructor',
};

// The launcher is what `npm start` opens: every built tool must arrive in the shell through LTI 1.3. The tools are
// split over a few tests (every BATCHES-th tool each), so parallel workers share the launches.
const BATCHES = 4;
for (let batch = 0; batch < BATCHES; batch++) {
  test(`the launcher launches every built tool through the real LTI flow (${batch + 1}/${BATCHES})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const all = (await (await fetch(`${serverUrl}/tools.json`)).json()) as ToolInfo[];
    expect(all.length).toBeGreaterThan(BATCHES);
    const tools = all.filter((_, i) => i % BATCHES === batch);
    await page.goto(`${sandboxUrl}/`);
    await expect(page.getByText('Launch mode: LTI 1.3')).toBeVisible();
    if (batch === 0) {
      // The launcher page itself, once: direct token links are the documented fallback only, so no launcher link
      // carries a token.
      const hrefs = await page
        .locator('a[href*="route="]')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href.startsWith(`${sandboxUrl}/lti/launch/start?`), href).toBe(true);
      await expect(page.locator('form[action="/launch"]').first()).toBeVisible();
    }

    const problems = [
      'Sign-in could not be completed',
      'Route Not Found',
      'The tool could not be launched',
      'This launch is not allowed',
      'This launch link is broken',
    ];
    for (const tool of tools) {
      const persona = FIRST_PERSONA[tool.audience[0]!]!;
      await page.goto(`${sandboxUrl}/`);
      if (tool.needsCourse) {
        const select = page.locator(`#tool-${tool.route}-${persona}-course`);
        await select
          .locator('xpath=..')
          .getByRole('button', { name: /^Launch / })
          .click({ timeout: 10_000 });
      } else {
        await page
          .locator(`#tool-${tool.route}`)
          .locator('xpath=..')
          .getByRole('link', { name: new RegExp(`^${escapeRegExp(tool.title)} as ${persona} `) })
          .click({ timeout: 10_000 });
      }
      await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === tool.route, {
        timeout: 15_000,
      });
      await expect.poll(() => new URL(page.url()).searchParams.has('launch_code'), { message: tool.route }).toBe(false);
      expect(new URL(page.url()).searchParams.has('token'), tool.route).toBe(false);
      await expect(page.getByRole('heading', { level: 1 }).first(), tool.route).toBeVisible();
      for (const text of problems) await expect(page.getByText(text), `${tool.route}: ${text}`).toHaveCount(0);
    }
  });
}
