import { DEMO } from '@tools/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/harness.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { routeAccess } from '@tools/server-core/route-table.ts';
import { toolModules } from '../modules.ts';

/**
 * The first two rows of every endpoint's authorization matrix (REVIEW.md at the repository root
 * of the review branch lists all rows): every route the app registers is either public (the LTI
 * browser steps, keys, health) or starts by asking Learn who is calling. This walks the app's
 * own route table against what the core and each module declare (`access`), so a new route its module does
 * not declare fails the first test, and one that forgets `identify` fails the others. The role rows live next to each domain's tests.
 */
const SITE_A = 'https://learn.test';
const SITE_B = 'https://other-learn.test';

/**
 * Who may call each route: the core's table and each module's `access` (route-table.ts). 'public': the LTI
 * browser steps, keys, health (see the Endpoints table in apps/server/README.md); 'identified': a bearer token
 * that the caller's (allow-listed) Learn site accepts.
 */
const ACCESS = routeAccess(toolModules());
const PUBLIC = Object.keys(ACCESS).filter((route) => ACCESS[route] === 'public');
const IDENTIFIED = Object.keys(ACCESS).filter((route) => ACCESS[route] === 'identified');

let app: ReturnType<typeof sandboxApp>;
beforeAll(async () => {
  app = sandboxApp((await sharedDb()).db, [SITE_A, SITE_B]);
});

/** `METHOD /path` -> a request to it, with a JSON body for methods that carry one. */
function request(route: string, headers: Record<string, string>) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace(':id', '4101');
  const body = ['GET', 'HEAD'].includes(method) ? undefined : '{}';
  return app.app.request(url, {
    method,
    headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
    ...(body ? { body } : {}),
  });
}
const tokenOn = (site: string) => app.sandboxes.get(site)!.state.issueToken(DEMO.users.admin.id);

describe('every registered route', () => {
  it("is either public or identified (a new route needs a row in REVIEW.md and in its module's access)", () => {
    const registered = new Set(app.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect([...registered].sort()).toEqual([...PUBLIC, ...IDENTIFIED].sort());
  });

  it.each(IDENTIFIED)('%s: no token -> 401, before anything else', async (route) => {
    const res = await request(route, { 'X-Learn-Platform': SITE_A });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Missing bearer token.' });
  });

  it.each(IDENTIFIED)('%s: a token Learn does not accept -> 401', async (route) => {
    const res = await request(route, { 'X-Learn-Platform': SITE_A, Authorization: 'Bearer not-a-learn-token' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Learn did not accept the token.' });
  });

  it.each(IDENTIFIED)('%s: the other Learn site’s token (same user id there) -> 401', async (route) => {
    // The admin's ids are the same on both seeded sites; the token is only valid on site B.
    const res = await request(route, { 'X-Learn-Platform': SITE_A, Authorization: `Bearer ${tokenOn(SITE_B)}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Learn did not accept the token.' });
  });

  // Refused before any Learn request: the test app has no Learn at evil.test (a request there would be a 502).
  it.each(IDENTIFIED)('%s: a Learn site that is not allowed -> 403, its token never sent', async (route) => {
    const res = await request(route, {
      'X-Learn-Platform': 'https://evil.test',
      Authorization: `Bearer ${tokenOn(SITE_A)}`,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Platform https://evil.test is not allowed.' });
  });

  it.each(PUBLIC)('%s: answers without a token (not 401)', async (route) => {
    const res = await request(route, {});
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});
