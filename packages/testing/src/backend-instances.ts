import { http } from 'msw';
import { backendServer } from './backend-server.ts';
import { learnServer } from './msw-server.ts';

/** The origin a second server instance answers at in screen tests (see `anotherBackendInstance`). */
export const SECOND_BACKEND_URL = 'https://tools-2.test';

/**
 * A second instance of our real server (its own app and in-process caches) on the same database as
 * the one at `BACKEND_URL`, answering `origin` for this test: what two server processes behind a
 * load balancer share (leases, outbox, launch codes) is tested by giving two launches one each.
 */
export async function anotherBackendInstance(origin = SECOND_BACKEND_URL): Promise<string> {
  const answer = (await backendServer()).instance();
  learnServer.use(http.all(`${origin}/*`, ({ request }) => answer(request)));
  return origin;
}
