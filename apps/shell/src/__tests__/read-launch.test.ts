import { webStorage } from '@tools/ui';
import { describe, expect, it, vi } from 'vitest';
import { encodeState } from '../launch/parse-state.ts';
import { readLaunch, tokenStorageKey } from '../launch/read-launch.ts';

/** A window whose storage the browser refuses, as in a cross-site frame with third-party storage blocked. */
function blockedWindow() {
  const refuse = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return Object.defineProperties({}, { localStorage: { get: refuse }, sessionStorage: { get: refuse } });
}

const config = { allowedPlatformOrigins: ['https://learn.test'], allowedBackendOrigins: ['https://tools.test'] };
const goodState = encodeState({
  locale: 'en_US',
  platformUrl: 'https://learn.test/',
  backendUrl: 'https://tools.test/api',
  role: 'student',
});

function env(query: string, stored: Record<string, string> = {}, persistent = true) {
  const kept = new Map(Object.entries(stored));
  return {
    location: { href: `https://tools.test/?${query}` },
    history: { state: null, replaceState: vi.fn() },
    session: {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      persistent,
    },
    local: { getItem: (k: string) => (k === 'courseId' ? '_77_1' : null) },
    config,
    kept,
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
    expect(e.kept.get(tokenStorageKey('u1'))).toBe('secret');
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

  it('recovers the token from session storage after a reload', () => {
    const e = env(`route=MyCourses&uuid=u1&state=${encodeURIComponent(goodState)}`, {
      [tokenStorageKey('u1')]: 'kept',
    });
    expect(readLaunch(e).context.token).toBe('kept');
    expect(e.history.replaceState).not.toHaveBeenCalled();
  });

  it('says the token was lost when a reload finds none because the browser blocks storage in the frame', () => {
    const reload = `route=MyCourses&uuid=u1&state=${encodeURIComponent(goodState)}`;
    const blocked = readLaunch(env(reload, {}, false));
    expect(blocked.context.token).toBeNull();
    expect(blocked.tokenLost).toBe(true);
    // Storage that works: no token simply means none was given (the route's own message says so).
    expect(readLaunch(env(reload, {}, true)).tokenLost).toBe(false);
    // The launch itself carries the token or a code for it: nothing was lost.
    expect(readLaunch(env(`${reload}&token=t`, {}, false)).tokenLost).toBe(false);
    expect(readLaunch(env(`${reload}&launch_code=c`, {}, false)).tokenLost).toBe(false);
    // No user in the address: not a launch of ours, so the route's missing-parameter message stays.
    expect(readLaunch(env('route=MyCourses', {}, false)).tokenLost).toBe(false);
  });

  it('keeps a token given in the address in memory where storage is blocked, for the life of the page', () => {
    const session = webStorage('session', blockedWindow());
    const launch = readLaunch({ ...env('route=MyCourses&uuid=u1&token=t1'), session });
    expect(launch.context.token).toBe('t1');
    expect(session.getItem(tokenStorageKey('u1'))).toBe('t1');
    expect(session.persistent).toBe(false);
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
