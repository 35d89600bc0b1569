import { describe, expect, it, vi } from 'vitest';
import { encodeState } from '../launch/parse-state.ts';
import { readLaunch, tokenStorageKey } from '../launch/read-launch.ts';

const config = { allowedPlatformOrigins: ['https://learn.test'], allowedBackendOrigins: ['https://tools.test'] };
const goodState = encodeState({
  locale: 'en_US',
  platformUrl: 'https://learn.test/',
  backendUrl: 'https://tools.test/api',
  role: 'student',
});

function env(query: string, stored: Record<string, string> = {}) {
  const session = new Map(Object.entries(stored));
  return {
    location: { href: `https://tools.test/?${query}` },
    history: { state: null, replaceState: vi.fn() },
    sessionStorage: {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
    },
    localStorage: { getItem: (k: string) => (k === 'courseId' ? '_77_1' : null) },
    config,
    session,
  };
}

describe('readLaunch', () => {
  it('builds the launch context and scrubs the token from the address bar', () => {
    const e = env(`route=MyCourses&token=secret&uuid=u1&courseUuid=c1&state=${encodeURIComponent(goodState)}`);
    const launch = readLaunch(e);
    expect(launch.route).toBe('MyCourses');
    expect(launch.problem).toBeNull();
    expect(launch.context).toMatchObject({
      token: 'secret',
      uuid: 'u1',
      courseUuid: 'c1',
      courseId: '_77_1',
      platformUrl: 'https://learn.test/',
      role: 'student',
    });
    const newUrl = e.history.replaceState.mock.calls[0]?.[2] as string;
    expect(newUrl).not.toContain('secret');
    expect(newUrl).toContain('route=MyCourses');
    expect(e.session.get(tokenStorageKey('u1'))).toBe('secret');
  });

  it('keeps the raw state value for the server (deep linking hands back its launchId)', () => {
    const withLaunchId = encodeState({
      locale: 'en_US',
      platformUrl: 'https://learn.test/',
      backendUrl: 'https://tools.test/api',
      launchId: 'l-1',
    } as never);
    const launch = readLaunch(
      env(`route=DeepLinkTool&uuid=u1&launch_code=c&state=${encodeURIComponent(withLaunchId)}`),
    );
    expect(launch.context.rawState).toBe(withLaunchId);
    expect(readLaunch(env('route=X&uuid=u1')).context.rawState).toBeNull();
  });

  it('recovers the token from sessionStorage after a reload', () => {
    const e = env(`route=MyCourses&uuid=u1&state=${encodeURIComponent(goodState)}`, {
      [tokenStorageKey('u1')]: 'kept',
    });
    expect(readLaunch(e).context.token).toBe('kept');
    expect(e.history.replaceState).not.toHaveBeenCalled();
  });

  it('scrubs a launch code and hands it over for exchange', () => {
    const e = env(`route=MyCourses&launch_code=abc&uuid=u1&state=${encodeURIComponent(goodState)}`);
    expect(readLaunch(e).launchCode).toBe('abc');
    expect(e.history.replaceState.mock.calls[0]?.[2]).not.toContain('abc');
  });

  it('reads courseId from the query before localStorage (Grade Hurdle)', () => {
    expect(readLaunch(env(`route=X&courseId=_9_1`)).context.courseId).toBe('_9_1');
  });

  it('reports a malformed state instead of crashing', () => {
    const launch = readLaunch(env('route=MyCourses&token=t&state=%%%'));
    expect(launch.problem).toEqual({
      kind: 'malformed-state',
      detail: 'The state parameter is not valid base64-encoded JSON.',
    });
  });

  it('refuses a platform that is not allowed and drops the token', () => {
    const state = encodeState({ platformUrl: 'https://evil.test', backendUrl: 'https://tools.test' });
    const launch = readLaunch(env(`route=MyCourses&token=t&uuid=u&state=${encodeURIComponent(state)}`));
    expect(launch.problem).toEqual({ kind: 'origin-not-allowed', which: 'platform', origin: 'https://evil.test' });
    expect(launch.context.token).toBeNull();
  });

  it('refuses a back end that is not allowed', () => {
    const state = encodeState({ platformUrl: 'https://learn.test', backendUrl: 'http://tools.test' });
    expect(readLaunch(env(`route=X&state=${encodeURIComponent(state)}`)).problem).toEqual({
      kind: 'origin-not-allowed',
      which: 'backend',
      origin: 'http://tools.test',
    });
  });

  it('refuses a non-http platform URL', () => {
    const state = encodeState({ platformUrl: 'javascript:alert(1)' });
    expect(readLaunch(env(`route=X&state=${encodeURIComponent(state)}`)).problem).toMatchObject({
      kind: 'origin-not-allowed',
      which: 'platform',
    });
  });
});
