import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, PLATFORM, sharedDb, type Harness } from '@tools/server-core/test/harness.ts';

let db: Awaited<ReturnType<typeof sharedDb>>;
let shellDir: string;
beforeAll(async () => {
  db = await sharedDb();
  shellDir = await mkdtemp(join(tmpdir(), 'shell-dist-'));
  await mkdir(join(shellDir, 'assets'));
  await writeFile(
    join(shellDir, 'index.html'),
    '<!doctype html><meta name="course-tools-config" content="{}" /><title>Course Tools</title>',
  );
  await writeFile(join(shellDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(shellDir, 'tools.json'), '[]');
});
afterAll(async () => {
  await rm(shellDir, { recursive: true, force: true });
});

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ db: await db.reset(), env: { SHELL_DIST: shellDir } });
});

describe('health', () => {
  it('reports the database', async () => {
    const res = await h.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database fails', async () => {
    const broken = await createHarness({ db: { ...h.db, query: async () => Promise.reject(new Error('down')) } });
    const res = await broken.app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', database: 'error' });
  });
});

describe('errors and request ids', () => {
  it('answers unknown API routes with JSON 404', async () => {
    const res = await h.app.request('/lti/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No route for GET /lti/nope.' });
  });

  it('rejects malformed JSON with 400 { message }', async () => {
    const res = await h.app.request('/lti/session', {
      method: 'POST',
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/JSON/);
  });

  it('keeps a sane incoming request id, replaces a bad one, and logs the request without secrets', async () => {
    const ok = await h.app.request('/healthz?token=abc', { headers: { 'X-Request-Id': 'req-123' } });
    expect(ok.headers.get('x-request-id')).toBe('req-123');
    const bad = await h.app.request('/healthz', { headers: { 'X-Request-Id': 'x'.repeat(200) } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const line = h.lines.find((l) => l.requestId === 'req-123' && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/healthz?token=[REDACTED]', status: 200 });
  });
});

describe('CORS', () => {
  it.each(['/lti/session', '/late-penalty-rules', '/late-penalty-associations', '/related-articles', '/healthz'])(
    'one policy for every API path: %s',
    async (path) => {
      const preflight = (origin: string) =>
        h.app.request(path, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH' },
        });
      const allowed = await preflight('https://shell.test');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shell.test');
      expect(allowed.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE');
      expect((await preflight('https://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('answers the same read with and without Origin; CORS headers only for an allowed Origin, Vary always', async () => {
    const plain = await h.app.request('/healthz');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Origin');
    const cross = await h.app.request('/healthz', { headers: { Origin: 'https://shell.test' } });
    expect(await cross.json()).toEqual(await plain.json());
    expect(cross.headers.get('access-control-allow-origin')).toBe('https://shell.test');
    expect(cross.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
    expect(cross.headers.get('vary')).toBe('Origin');
    const evil = await h.app.request('/healthz', { headers: { Origin: 'https://evil.test' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows configured shell origins only', async () => {
    const allowed = await h.app.request('/lti/session', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shell.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shell.test');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('X-Learn-Platform');
    const denied = await h.app.request('/lti/session', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('single-process shell', () => {
  it('serves index.html at / with security headers and no long cache', async () => {
    const res = await h.app.request('/?route=MyCourses');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Course Tools</title>');
    // This deployment's allow-list replaces the build-time one.
    const meta = /name="course-tools-config" content="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(meta ?? 'null')).toEqual({
      allowedPlatformOrigins: h.config.allowedPlatformOrigins,
      allowedBackendOrigins: [new URL(h.config.publicUrl).origin],
    });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${PLATFORM}`);
    expect(csp).toContain(`connect-src 'self' ${PLATFORM}`);
    expect(csp).toContain(`form-action 'self' ${PLATFORM}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await h.app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files without a long cache and 404s unknown ones', async () => {
    expect((await h.app.request('/tools.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await h.app.request('/missing.txt')).status).toBe(404);
  });
});
