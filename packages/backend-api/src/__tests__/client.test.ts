import { describe, expect, it } from 'vitest';
import { createBackendClient } from '../client.ts';
import { BackendError } from '../http.ts';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

function fakeServer(answer: (req: Request) => Response) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    seen.push({ url: req.url, method: req.method, headers: req.headers, body: await req.clone().text() });
    return answer(req);
  };
  return { seen, fetch };
}

describe('createBackendClient', () => {
  it('sends the bearer token and platform, and validates the answer', async () => {
    const server = fakeServer(() => Response.json({ jwt: 'a.b.c', deepLinkReturnUrl: 'https://learn.test/return' }));
    const client = createBackendClient({
      baseUrl: 'https://tools.test/',
      token: 'tok',
      platformUrl: 'https://learn.test',
      fetch: server.fetch,
    });
    const result = await client.lti.deepLink('c3RhdGU=', {
      selectedItems: [{ id: 'lti-assignment-1', title: 'LTI Assignment 1' }],
    });
    expect(result).toEqual({ jwt: 'a.b.c', deepLinkReturnUrl: 'https://learn.test/return' });
    const req = server.seen[0]!;
    expect(req.url).toBe('https://tools.test/lti/deep-link?state=c3RhdGU%3D');
    expect(req.method).toBe('POST');
    expect(req.headers.get('authorization')).toBe('Bearer tok');
    expect(req.headers.get('x-learn-platform')).toBe('https://learn.test');
    expect(JSON.parse(req.body)).toEqual({ selectedItems: [{ id: 'lti-assignment-1', title: 'LTI Assignment 1' }] });
  });

  it('works without a token (launch-code exchange)', async () => {
    const server = fakeServer(() => Response.json({ token: 'learn', expiresAt: '2025-01-01T00:00:00.000Z' }));
    const client = createBackendClient({ baseUrl: 'https://tools.test', fetch: server.fetch });
    expect(await client.lti.exchangeLaunchCode({ code: 'abc' })).toEqual({
      token: 'learn',
      expiresAt: '2025-01-01T00:00:00.000Z',
    });
    expect(server.seen[0]!.headers.get('authorization')).toBeNull();
    expect(server.seen[0]!.url).toBe('https://tools.test/lti/session');
  });

  it("turns an error answer into a BackendError with the server's message and status", async () => {
    const server = fakeServer(() =>
      Response.json({ message: 'Your course role (Student) may not perform this action.' }, { status: 403 }),
    );
    const client = createBackendClient({ baseUrl: 'https://tools.test', token: 't', fetch: server.fetch });
    const error = await client.lti
      .postGrade({ url: 'https://learn.test/li/1', userId: 'u', courseId: '_1_1', score: 87 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 403, message: 'Your course role (Student) may not perform this action.' });
  });

  it('falls back to the status when the error body is not { message }', async () => {
    const server = fakeServer(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const client = createBackendClient({ baseUrl: 'https://tools.test', fetch: server.fetch });
    await expect(client.lti.health()).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502' });
  });

  it('passes a deep-link answer without jwt through, so the deployer can name the problem', async () => {
    const server = fakeServer(() => Response.json({ deepLinkReturnUrl: 'https://learn.test/return' }));
    const client = createBackendClient({ baseUrl: 'https://tools.test', token: 't', fetch: server.fetch });
    await expect(client.lti.deepLink('s', { selectedItems: [{ id: 'a', title: 'A' }] })).resolves.toEqual({
      deepLinkReturnUrl: 'https://learn.test/return',
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    const server = fakeServer(() => Response.json({ deepLinkReturnUrl: 'x' }));
    const client = createBackendClient({ baseUrl: 'https://tools.test', token: 't', fetch: server.fetch });
    await expect(client.lti.deepLink('s', { selectedItems: [{ id: 'a', title: 'A' }] })).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('Unexpected response from the server'),
    });
  });
});
