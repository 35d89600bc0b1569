import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addResponseHeaders } from '../response-headers.ts';

function app() {
  return (
    new Hono()
      .use(async (c, next) => {
        await next();
        addResponseHeaders(c, { 'X-One': '1', 'X-Two': '2' });
        addResponseHeaders(c, { Vary: 'Origin' }, 'append');
      })
      .get('/json', (c) => {
        c.header('Vary', 'Accept');
        return c.json({ ok: true });
      })
      // Response.redirect() has immutable headers, like a response passed through from fetch.
      .get('/immutable', () => Response.redirect('https://elsewhere.test/', 302))
  );
}

describe('addResponseHeaders', () => {
  it("adds and appends headers to the handler's response, keeping its body and headers", async () => {
    const res = await app().request('/json');
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-one')).toBe('1');
    expect(res.headers.get('x-two')).toBe('2');
    expect(res.headers.get('vary')).toBe('Accept, Origin');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('falls back to a copy when the response headers are immutable', async () => {
    const res = await app().request('/immutable');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://elsewhere.test/');
    expect(res.headers.get('x-one')).toBe('1');
    expect(res.headers.get('vary')).toBe('Origin');
  });
});
