import { afterEach, describe, expect, it, vi } from 'vitest';
import { gradeHurdleApi } from '../client.ts';
import { createBackendCall } from '@tools/backend-api';
import { GRADE_HURDLE_TIMEOUT_MS } from '../client.ts';

/** A server that never answers: the request ends only when its signal aborts. */
const silentFetch: typeof globalThis.fetch = (input, init) =>
  new Promise((_resolve, reject) => {
    const signal = new Request(input, init).signal;
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

describe('backend client: grade hurdle', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after the spec time limit of the association services (20 s)', async () => {
    vi.useFakeTimers();
    const api = gradeHurdleApi(createBackendCall({ baseUrl: 'https://tools.test', fetch: silentFetch }));
    let settled: unknown = 'pending';
    const call = api.listAssociations().then(
      () => 'answered',
      (error: unknown) => error,
    );
    void call.then((outcome) => (settled = outcome));
    await vi.advanceTimersByTimeAsync(GRADE_HURDLE_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ name: 'TimeoutError' });
    expect(GRADE_HURDLE_TIMEOUT_MS).toBe(20_000);
  });
});
