import { http } from 'msw';
import { createSandbox } from '@tools/sandbox';
import { BACKEND_URL, LEARN_URL } from './origins.ts';

export { LEARN_URL };

// The sandbox lives at LEARN_URL (its OAuth and LTI issuer) and knows our server at BACKEND_URL as
// its registered LTI tool, so a test can run a real LTI launch between the two (lti-launch.ts).
const newSandbox = () => createSandbox({ publicUrl: LEARN_URL, shellUrl: BACKEND_URL });

let current = newSandbox();

/** The sandbox behind LEARN_URL for the current test (fresh state after every test). */
export function sandbox() {
  return current;
}

export function resetSandbox() {
  current = newSandbox();
}

// One fake Learn: the same Hono handlers as the sandbox server, called without a network.
export const learnHandler = http.all(`${LEARN_URL}/*`, ({ request }) => current.app.fetch(request));
