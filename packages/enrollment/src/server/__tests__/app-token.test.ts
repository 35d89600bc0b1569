import { describe, expect, it } from 'vitest';
import { AppTokenError, AppTokens } from '../app-token.ts';

/** The application token: asked with Basic auth, cached per site until a minute before expiry, shared while in flight. */
describe('AppTokens', () => {
  const setup = (answer: () => Response) => {
    const seen: Request[] = [];
    let now = 0;
    const fetchFn: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init));
      return answer();
    };
    return { tokens: new AppTokens(fetchFn, () => now), seen, advance: (ms: number) => (now += ms) };
  };
  let n = 0;
  const ok = () => Response.json({ access_token: `t${++n}`, expires_in: 3600 });

  it('asks once per site, shares concurrent requests, and renews a minute before expiry', async () => {
    const { tokens, seen, advance } = setup(ok);
    const [a, b] = await Promise.all([tokens.get('https://l.test', 'k', 's'), tokens.get('https://l.test', 'k', 's')]);
    expect(a).toBe(b);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('https://l.test/learn/api/public/v1/oauth2/token');
    expect(seen[0]!.headers.get('authorization')).toBe(`Basic ${btoa('k:s')}`);
    expect(await seen[0]!.text()).toBe('grant_type=client_credentials');
    await tokens.get('https://other.test', 'k', 's');
    expect(seen).toHaveLength(2);
    advance(3_539_000);
    expect(await tokens.get('https://l.test', 'k', 's')).toBe(a);
    advance(2_000);
    expect(await tokens.get('https://l.test', 'k', 's')).not.toBe(a);
  });

  it('reports a refusal and does not cache it', async () => {
    const { tokens, seen } = setup(() => Response.json({ error: 'invalid_client' }, { status: 401 }));
    await expect(tokens.get('https://l.test', 'k', 's')).rejects.toThrow(
      new AppTokenError("Learn's token endpoint answered 401"),
    );
    await expect(tokens.get('https://l.test', 'k', 's')).rejects.toThrow(AppTokenError);
    expect(seen).toHaveLength(2);
  });
});
