import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inProcessFetch } from '../in-process-fetch.ts';

const seen: { url: string; method: string; auth: string | null; body: string }[] = [];
const app = new Hono()
  .all('*', async (c, next) => {
    seen.push({
      url: c.req.url,
      method: c.req.method,
      auth: c.req.header('authorization') ?? null,
      body: await c.req.text(),
    });
    await next();
  })
  .get('/same', (c) => c.redirect('/file', 302))
  .get('/away', (c) => c.redirect('https://files.test/file', 302))
  .post('/see-other', (c) => c.redirect('/file', 303))
  .post('/temporary', (c) => c.redirect('/echo', 307))
  .post('/echo', async (c) => c.text(`echo ${await c.req.text()}`))
  .get('/loop', (c) => c.redirect('/loop', 302))
  .get('/file', (c) => c.text('bytes'));
const fetch = inProcessFetch(app);
const auth = { Authorization: 'Bearer t' };

describe('inProcessFetch', () => {
  it('follows a same-origin redirect with the bearer header, and drops it when the origin changes', async () => {
    seen.length = 0;
    expect(await (await fetch('https://learn.test/same', { headers: auth })).text()).toBe('bytes');
    await fetch('https://learn.test/away', { headers: auth });
    expect(seen.map((s) => [s.url, s.auth])).toEqual([
      ['https://learn.test/same', 'Bearer t'],
      ['https://learn.test/file', 'Bearer t'],
      ['https://learn.test/away', 'Bearer t'],
      ['https://files.test/file', null],
    ]);
  });

  it('turns 303 into a GET and repeats the body on 307', async () => {
    seen.length = 0;
    expect((await fetch('https://learn.test/see-other', { method: 'POST', body: 'x' })).status).toBe(200);
    expect(await (await fetch('https://learn.test/temporary', { method: 'POST', body: 'kept' })).text()).toBe(
      'echo kept',
    );
    expect(seen.map((s) => `${s.method} ${new URL(s.url).pathname} ${s.body}`)).toEqual([
      'POST /see-other x',
      'GET /file ',
      'POST /temporary kept',
      'POST /echo kept',
    ]);
  });

  it("honours redirect: 'manual' and stops a loop", async () => {
    const manual = await fetch('https://learn.test/same', { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe('/file');
    await expect(fetch('https://learn.test/loop')).rejects.toThrow('Too many redirects');
  });
});
