import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl } from './fixtures.ts';

/**
 * What `npm start` opens: the sandbox launcher. Every launch it offers (each tool, once per role it
 * is offered to) is opened the way a user opens it, through the real LTI 1.3 flow, in a 390 px wide
 * frame (Learn's app). Each visit checks the launch (the tool's page arrives, the one-time code and
 * any token are gone from the address bar, no launch error), that the page does not scroll sideways,
 * and that axe finds nothing: one walk for all three, so the suite launches each offer once.
 */

interface Offer {
  route: string;
  persona: string;
  /** The launcher's launch URL: a link, or the course form with its first (preselected) course. */
  url: string;
}

/** student2 is a second student: the same role as student, so one visit covers it. */
const SAME_ROLE_AS: Record<string, string> = { student2: 'student' };

async function readOffers(page: Page): Promise<Offer[]> {
  await page.goto(`${sandboxUrl}/`);
  const raw = await page.locator('li.tool').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const route = card.querySelector('h3 code')?.textContent ?? '';
      const links = [...card.querySelectorAll<HTMLAnchorElement>(':scope > ul > li > a')].map((a) => ({
        route,
        persona: a.textContent ?? '',
        url: a.href,
      }));
      const forms = [...card.querySelectorAll<HTMLFormElement>('form[action="/launch"]')].map((form) => {
        const data = new FormData(form);
        const params = new URLSearchParams();
        for (const [key, value] of data) if (typeof value === 'string' && value) params.set(key, value);
        return { route, persona: String(data.get('persona')), url: `${form.action}?${params}` };
      });
      return [...links, ...forms];
    }),
  );
  const seen = new Set<string>();
  return raw.filter((o) => {
    const key = `${o.route}/${SAME_ROLE_AS[o.persona] ?? o.persona}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

let offers: Offer[] = [];
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  offers = await readOffers(page);
  await page.close();
});

test.use({ viewport: { width: 390, height: 844 } });

test('the launcher offers every built tool, and only through LTI 1.3', async ({ page }) => {
  const tools = (await (await fetch(`${serverUrl}/tools.json`)).json()) as { route: string }[];
  expect(new Set(offers.map((o) => o.route))).toEqual(new Set(tools.map((t) => t.route)));
  await page.goto(`${sandboxUrl}/`);
  await expect(page.getByText('Launch mode: LTI 1.3')).toBeVisible();
  // Direct token links are the documented fallback only: no launcher link carries a token.
  const hrefs = await page
    .locator('a[href*="route="]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.startsWith(`${sandboxUrl}/lti/launch/start?`), href).toBe(true);
  await expect(page.locator('form[action="/launch"]').first()).toBeVisible();
});

const LAUNCH_PROBLEMS = [
  'Sign-in could not be completed',
  'Route Not Found',
  'The tool could not be launched',
  'This launch is not allowed',
  'This launch link is broken',
];

/**
 * The launch arrived: the tool's h1, no launch code or token left in the address bar, no launch
 * error; then its data: no loading state left.
 */
async function launched(page: Page, offer: Offer) {
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === offer.route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.has('launch_code')).toBe(false);
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  for (const text of LAUNCH_PROBLEMS) await expect(page.getByText(text), text).toHaveCount(0);
  await expect(page.locator('.ct-status--loading')).toHaveCount(0, { timeout: 20_000 });
}

/** Sideways scroll of the page itself (a wide table scrolling inside its own box is fine). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The offers in PARTS tests (every PARTS-th offer each), so the workers share the walk and a slow
// machine stays inside each test's budget.
const PARTS = 6;
for (let part = 0; part < PARTS; part++) {
  test(`every offer launches at 390 px: no sideways page scroll, axe clean (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    for (const offer of offers.filter((_, i) => i % PARTS === part)) {
      await test.step(`${offer.route} as ${offer.persona}`, async () => {
        await page.goto(offer.url);
        await launched(page, offer);
        const overflow = await pageOverflow(page);
        if (overflow > 0) failures.push(`${offer.route} as ${offer.persona}: page is ${overflow}px wider than 390px`);
        try {
          await expectAxeClean(page);
        } catch (error) {
          failures.push(
            `${offer.route} as ${offer.persona}: ${(error as Error).message.split('\n').slice(0, 12).join(' ')}`,
          );
        }
      });
    }
    expect(failures).toEqual([]);
  });
}
