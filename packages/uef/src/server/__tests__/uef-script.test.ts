import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uefModule } from '../module.ts';
import { createHarness, PLATFORM, sharedDb, type Harness } from '@tools/server-core/test/harness.ts';
import { buildUefScript } from '../build-script.ts';
import type { UefScript } from '../routes.ts';

let db: Awaited<ReturnType<typeof sharedDb>>;
let script: UefScript;
let shellDir: string;
beforeAll(async () => {
  [db, script] = await Promise.all([sharedDb(), buildUefScript()]);
  shellDir = await mkdtemp(join(tmpdir(), 'shell-dist-'));
  await writeFile(
    join(shellDir, 'index.html'),
    '<!doctype html><meta name="course-tools-config" content="{}" /><title>Course Tools</title>',
  );
});
afterAll(async () => {
  await rm(shellDir, { recursive: true, force: true });
});

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ db: await db.reset(), env: { SHELL_DIST: shellDir }, modules: [uefModule({ script })] });
});

const current = () => `/uef/uef_base.${script.version}.js`;

describe('GET /uef/uef_base.js', () => {
  it('redirects the stable address to the content-hashed file, uncached so a deploy is seen at once', async () => {
    const res = await h.app.request('/uef/uef_base.js');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(current());
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves the hashed file as JavaScript, cacheable for a year, loadable from any origin', async () => {
    const res = await h.app.request(current());
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('ETag')).toBe(`"${script.version}"`);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await res.text()).toBe(script.source);
  });

  it('names the file by its content', async () => {
    expect(script.version).toMatch(/^[0-9a-f]{16}$/);
    expect((await buildUefScript()).version).toBe(script.version);
  });

  it('sends a page that asks for an older hash to the current script', async () => {
    const res = await h.app.request('/uef/uef_base.0123456789abcdef.js');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(current());
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("the loader page's CSP lets it run the script and lets the platform frame it", async () => {
    const res = await h.app.request('/?route=UEFBase');
    const csp = res.headers.get('Content-Security-Policy')!;
    // Same origin as the page when we serve the shell: 'self' covers /uef/uef_base.*.js.
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(new RegExp(`frame-ancestors 'self'[^;]* ${PLATFORM.replace(/\./g, '\\.')}`));
  });

  it('is one self-contained script that offers connect() and says hello only to the stored platform', () => {
    expect(script.source).not.toMatch(/\bimport\s*[({]|\bexport\s/);
    const posted: [unknown, string][] = [];
    const storage = new Map(
      Object.entries({
        platformUrl: 'https://learn.example.edu',
        uuid: 'u-1',
        baseNavUrl: 'https://tools.test/?route=UEFBaseNav',
        courseDetailsUrl: 'https://tools.test/?route=UEFCourseDetails',
        uefState: 'e30=',
      }),
    );
    const ultra = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
    const win: Record<string, unknown> = {
      parent: ultra,
      localStorage: { getItem: (k: string) => storage.get(k) ?? null },
      addEventListener: () => {},
      removeEventListener: () => {},
      setTimeout: () => 1,
      clearTimeout: () => {},
    };
    runInNewContext(script.source, { window: win, URL });
    const api = win.courseToolsUef as { connect(o: { token: string; onStatus(s: unknown): void }): void };
    const statuses: unknown[] = [];
    api.connect({ token: 'secret', onStatus: (s) => statuses.push(s) });
    expect(posted).toEqual([[{ type: 'integration:hello' }, 'https://learn.example.edu']]);
    expect(statuses).toEqual([{ kind: 'waiting' }]);
    expect(JSON.stringify(posted)).not.toContain('secret');
  });
});
