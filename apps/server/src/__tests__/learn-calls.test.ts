import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Learn's REST API is called through @tools/learn-api only (its client, or `requestLearnToken`
 * for the token endpoint), so paging, retries, errors and the contract tests apply to every
 * call. A Learn API path written in the server's own code is a call that bypasses it; the
 * files below are the reviewed exceptions.
 */
const ALLOWED: Record<string, string> = {
  'packages/server-core/src/lti/launch.ts':
    'the 3-legged sign-in URL the browser is redirected to (a navigation, not a call)',
  'packages/enrollment/src/server/learn-courses.ts':
    "a /v3/courses path handed to learn-api's paginate (the call goes through the client)",
};

/** Every server source: this app, the server core, and each feature's server part (`src/server/`). */
const ROOT = join(import.meta.dirname, '../../../..');
const SERVER_DIRS = [
  'apps/server/src',
  'packages/server-core/src',
  ...readdirSync(join(ROOT, 'packages'))
    .map((name) => `packages/${name}/src/server`)
    .filter((dir) => existsSync(join(ROOT, dir))),
];
const sources = Object.fromEntries(
  SERVER_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.split(/[\\/]/).includes('__tests__'))
      .map((file) => [`${dir}/${file.split(/[\\/]/).join('/')}`, readFileSync(join(ROOT, dir, file), 'utf8')]),
  ),
);

describe('Learn calls outside @tools/learn-api', () => {
  it('no server source names a Learn API path, except the reviewed files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const naming = Object.entries(sources)
      .filter(([, text]) => /\/learn\/api\//.test(text))
      .map(([file]) => file)
      .sort();
    expect(naming).toEqual(Object.keys(ALLOWED).sort());
  });
});
