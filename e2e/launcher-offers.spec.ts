import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl } from './fixtures.ts';

/**
 * Every launch the sandbox launcher offers (each tool, once per role it is offered to), opened the
 * way a user opens it, in a 390 px wide frame (Learn's app): the page must not scroll sideways
 * and axe must find nothing. One visit per offer checks both, so the whole walk stays short.
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

test('the launcher offers every built tool', async () => {
  const tools = (await (await fetch(`${serverUrl}/tools.json`)).json()) as { route: string }[];
  expect(new Set(offers.map((o) => o.route))).toEqual(new Set(tools.map((t) => t.route)));
});

/** What the page shows once its data has arrived: the tool's h1 and no loading state left. */
async function settled(page: Page, offer: Offer) {
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === offer.route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ct-status--loading')).toHaveCount(0, { timeout: 20_000 });
}

/** Sideways scroll of the page itself (a wide table scrolling inside its own box is fine). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Half the offers per test, so the two workers share the walk.
for (const half of [0, 1]) {
  test(`every offer at 390 px: no sideways page scroll, axe clean (part ${half + 1} of 2)`, async ({ page }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    for (const offer of offers.filter((_, i) => i % 2 === half)) {
      await test.step(`${offer.route} as ${offer.persona}`, async () => {
        await page.goto(offer.url);
        await settled(page, offer);
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
