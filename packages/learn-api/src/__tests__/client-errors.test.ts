import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createLearnClient, type RequestEvent } from '../client.ts';
import { LearnError } from '../errors.ts';
import { API, server, useFakeClock, useMswServer } from './server.ts';

useMswServer();

const ORIGIN = 'https://errors.learn.test';
const URL_ME = `${ORIGIN}${API}/v1/users/me`;
// One attempt per call: how failures are retried is client-retry.test.ts's subject.
const client = () => createLearnClient({ baseUrl: ORIGIN, token: 'secret-token', retry: { limit: 0 } });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );

describe('error bodies', () => {
  it.each([
    [401, 'auth', 'API request is not authorized.'],
    [403, 'forbidden', 'User is not authorized to view this course.'],
    [404, 'not-found', 'Course not found: _9_1'],
    [500, 'server', 'An unexpected error occurred.'],
    [400, 'bad-request', 'Invalid value for since'],
  ] as const)('%i -> kind %s with Learn’s message', async (status, kind, message) => {
    server.use(
      http.get(URL_ME, () =>
        HttpResponse.json({ status: String(status), code: `E${status}`, message, developerMessage: 'x' }, { status }),
      ),
    );
    const error = await failure(client().request({ method: 'GET', path: '/v1/users/me' }));
    expect(error).toBeInstanceOf(LearnError);
    expect(error).toMatchObject({
      kind,
      status,
      code: `E${status}`,
      learnMessage: message,
      message,
      method: 'GET',
      path: `${API}/v1/users/me`,
    });
  });

  it.each([
    [401, 'Your Learn session has expired or is not valid. Open the tool again from Learn.'],
    [403, 'You do not have permission to do this in Learn.'],
    [404, 'Learn could not find this item.'],
    [502, 'Learn had a problem answering. Try again later.'],
  ])('%i without a Learn body -> default message', async (status, message) => {
    server.use(
      http.get(
        URL_ME,
        () => new HttpResponse('<html>Bad gateway</html>', { status, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failure(client().request({ method: 'GET', path: '/v1/users/me' }));
    expect(error).toMatchObject({ status, message, learnMessage: undefined });
  });

  it('never puts the token in the error', async () => {
    server.use(http.get(URL_ME, () => HttpResponse.json({ message: 'nope' }, { status: 401 })));
    const error = await failure(client().request({ method: 'GET', path: '/v1/users/me' }));
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('secret-token');
  });

  it('network failure -> kind network', async () => {
    server.use(http.get(URL_ME, () => HttpResponse.error()));
    await expect(client().request({ method: 'GET', path: '/v1/users/me' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Could not reach Learn. Check your connection and try again.',
    });
  });

  it('a body that is not JSON -> kind invalid-response', async () => {
    server.use(http.get(URL_ME, () => new HttpResponse('<html>login</html>', { status: 200 })));
    await expect(client().request({ method: 'GET', path: '/v1/users/me' })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: `Learn sent a response that is not JSON for GET ${API}/v1/users/me.`,
    });
  });
});

describe('request', () => {
  it('sends the bearer token and reports attempts without it', async () => {
    let auth: string | null = null;
    server.use(
      http.get(URL_ME, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ id: '_1_1' });
      }),
    );
    const events: RequestEvent[] = [];
    const learn = createLearnClient({ baseUrl: ORIGIN, token: () => 'fresh-token', onRequest: (e) => events.push(e) });
    await learn.request({ method: 'GET', path: '/v1/users/me', searchParams: { fields: ['id', 'name'] } });
    expect(auth).toBe('Bearer fresh-token');
    expect(events).toEqual([{ method: 'GET', path: `${API}/v1/users/me?fields=id%2Cname`, attempt: 0 }]);
  });

  it('times out after 20 s with kind timeout', async () => {
    useFakeClock();
    server.use(
      http.get(URL_ME, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const result = failure(client().request({ method: 'GET', path: '/v1/users/me' }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toMatchObject({ kind: 'timeout', message: 'Learn did not answer within 20 seconds.' });
  });

  it('aborts with the caller’s signal (an AbortError, not a LearnError)', async () => {
    server.use(
      http.get(URL_ME, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const result = failure(client().request({ method: 'GET', path: '/v1/users/me', signal: controller.signal }));
    controller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(LearnError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('aborts during a back-off wait without another call', async () => {
    useFakeClock();
    let calls = 0;
    server.use(
      http.get(URL_ME, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '10' } });
      }),
    );
    const controller = new AbortController();
    const retrying = createLearnClient({ baseUrl: ORIGIN, token: 'secret-token' });
    const result = failure(retrying.request({ method: 'GET', path: '/v1/users/me', signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(1);
  });

  it.each([
    [
      'learn.example.edu',
      'createLearnClient: baseUrl must be an absolute URL such as https://learn.example.edu, got "learn.example.edu"',
    ],
    [
      'https://learn.example.edu/learn/api/public',
      'createLearnClient: baseUrl must be the Learn origin only (e.g. https://learn.example.edu), got "https://learn.example.edu/learn/api/public"',
    ],
  ])('refuses baseUrl %s', (baseUrl, message) => {
    expect(() => createLearnClient({ baseUrl, token: 't' })).toThrow(message);
  });

  it('accepts an origin with a trailing slash', () => {
    expect(createLearnClient({ baseUrl: 'https://learn.example.edu/', token: 't' }).baseUrl).toBe(
      'https://learn.example.edu',
    );
  });
});
