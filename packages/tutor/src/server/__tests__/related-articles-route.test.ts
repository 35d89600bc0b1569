import { beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, sharedDb } from '@tools/server-core/test/harness.ts';
import type { Db } from '@tools/server-core/db/types.ts';

let db: Db;
beforeAll(async () => {
  db = (await sharedDb()).db;
});

describe('GET /related-articles (real app)', () => {
  it('answers an identified caller with articles from the configured provider (fake under test)', async () => {
    const h = await createHarness({ db });
    const res = await h.app.request('/related-articles?query=Cell%20Biology', { headers: h.auth('student') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      articles: [
        { title: 'Cell Biology – Wikipedia search', url: 'https://en.wikipedia.org/w/index.php?search=Cell+Biology' },
      ],
    });
    expect(h.learn.calls.me).toBe(1);
  });

  it('refuses callers Learn does not vouch for', async () => {
    const h = await createHarness({ db });
    const missing = await h.app.request('/related-articles?query=x');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Missing bearer token.' });
    const bad = await h.app.request('/related-articles?query=x', { headers: auth('t-nobody') });
    expect(bad.status).toBe(401);
  });

  it.each([
    ['', 'Invalid query: query: query is required'],
    ['?query=%20%20', 'Invalid query: query: query is required'],
    [`?query=${'a'.repeat(201)}`, 'Invalid query: query: query must be at most 200 characters'],
  ])('says what is wrong with the query %#', async (search, message) => {
    const h = await createHarness({ db });
    const res = await h.app.request(`/related-articles${search}`, { headers: h.auth('student') });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('answers an empty list when Wikipedia cannot be reached, logs why, never the token', async () => {
    // The harness's outgoing fetch reaches only the sandbox: Wikipedia cannot be reached here.
    const h = await createHarness({
      db,
      env: { RELATED_ARTICLES_PROVIDER: 'wikipedia', RELATED_ARTICLES_WIKIPEDIA_URL: 'https://wikipedia.invalid' },
    });
    const student = h.auth('student');
    const res = await h.app.request('/related-articles?query=Mitochondria', { headers: student });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ articles: [] });
    const warning = h.lines.find((l) => l.msg === 'related articles unavailable');
    expect(warning).toMatchObject({ level: 'warn', provider: 'wikipedia' });
    expect(JSON.stringify(h.lines)).not.toContain(student.Authorization.replace('Bearer ', ''));
  });

  it('lets configured shell origins call it cross-origin', async () => {
    const h = await createHarness({ db });
    const res = await h.app.request('/related-articles?query=x', {
      method: 'OPTIONS',
      headers: { Origin: 'https://shell.test', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shell.test');
    const other = await h.app.request('/related-articles?query=x', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
