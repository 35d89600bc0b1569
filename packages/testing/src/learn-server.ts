import { http } from 'msw';
import { createSandbox } from '@tools/sandbox';

/** The Learn origin screen tests launch against; the sandbox answers it in-process. */
export const LEARN_URL = 'https://learn.test';

let current = createSandbox();

/** The sandbox behind LEARN_URL for the current test (fresh state after every test). */
export function sandbox() {
  return current;
}

export function resetSandbox() {
  current = createSandbox();
}

// One fake Learn: the same Hono handlers as the sandbox server, called without a network.
export const learnHandler = http.all(`${LEARN_URL}/*`, ({ request }) => current.app.fetch(request));
