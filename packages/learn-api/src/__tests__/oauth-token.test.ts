import { createSandbox, DEMO } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import { requestLearnToken } from '../oauth-token.ts';

/** The token endpoint of the Learn sandbox (the same checks as Learn: Basic client auth, grant rules). */
const SITE = 'https://learn.test';

function sandboxSite() {
  const sandbox = createSandbox({ publicUrl: SITE });
  const seen: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    return sandbox.app.fetch(request);
  };
  return { sandbox, fetch, seen };
}

describe('requestLearnToken', () => {
  it('client credentials: a token Learn accepts, asked with HTTP Basic at the token path', async () => {
    const { fetch, seen } = sandboxSite();
    const res = await requestLearnToken({
      baseUrl: SITE,
      key: 'sandbox-app-key',
      secret: 'sandbox-app-secret',
      grant: { grant_type: 'client_credentials' },
      fetch,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.expires_in).toBeGreaterThan(0);
    expect(seen[0]!.url).toBe(`${SITE}/learn/api/public/v1/oauth2/token`);
    expect(seen[0]!.headers.get('authorization')).toBe(`Basic ${btoa('sandbox-app-key:sandbox-app-secret')}`);
    expect(await seen[0]!.text()).toBe('grant_type=client_credentials');
  });

  it("authorization code: Learn's user comes back with the token; a used code is refused", async () => {
    const { sandbox, fetch } = sandboxSite();
    const redirect = 'https://tools.test/lti/oauth/callback';
    const code = sandbox.state.oauth.issueCode({
      userId: DEMO.users.instructor.id,
      clientId: 'sandbox-app-key',
      redirectUri: redirect,
      scope: 'read',
    });
    const exchange = () =>
      requestLearnToken({
        baseUrl: SITE,
        key: 'sandbox-app-key',
        secret: 'sandbox-app-secret',
        grant: { grant_type: 'authorization_code', code, redirect_uri: redirect },
        fetch,
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ user_id: DEMO.users.instructor.uuid });
    expect((await exchange()).status).toBe(400);
  });

  it('answers Learn’s refusal as it is (a wrong secret is a 401) and rejects when Learn cannot be reached', async () => {
    const { fetch } = sandboxSite();
    const refused = await requestLearnToken({
      baseUrl: SITE,
      key: 'sandbox-app-key',
      secret: 'wrong',
      grant: { grant_type: 'client_credentials' },
      fetch,
    });
    expect(refused.status).toBe(401);
    const headers: Headers[] = [];
    const record: typeof globalThis.fetch = async (input, init) => {
      headers.push(new Request(input, init).headers);
      return new Response('{}', { status: 500 });
    };
    const grant = { grant_type: 'client_credentials' } as const;
    expect(
      (await requestLearnToken({ baseUrl: SITE, key: 'key', secret: 'sécret', grant, fetch: record })).status,
    ).toBe(500);
    // RFC 7617 with UTF-8, as Learn decodes it.
    expect(headers[0]!.get('authorization')).toBe(`Basic ${Buffer.from('key:sécret').toString('base64')}`);
    const down: typeof globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(
      requestLearnToken({
        baseUrl: SITE,
        key: 'k',
        secret: 's',
        grant: { grant_type: 'client_credentials' },
        fetch: down,
      }),
    ).rejects.toThrow('fetch failed');
  });
});
