import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import { API, server, useMswServer } from './server.ts';

useMswServer();

/** A handler that holds every request until release(), tracking how many are in flight. */
function gatedHandler(origin: string) {
  const state = { inFlight: 0, max: 0, started: 0 };
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${origin}${API}/v1/users/:id`, async ({ params }) => {
      state.started += 1;
      state.inFlight += 1;
      state.max = Math.max(state.max, state.inFlight);
      await gate;
      state.inFlight -= 1;
      return HttpResponse.json({ id: params.id });
    }),
  );
  return { state, release };
}

// Turns of the event loop, not wall time: every request that can start has started after these.
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await turn();
};
const settle = async () => {
  for (let i = 0; i < 50; i += 1) await turn();
};

describe('concurrency', () => {
  it('keeps at most `concurrency` requests in flight', async () => {
    const origin = 'https://bound.learn.test';
    const { state, release } = gatedHandler(origin);
    const learn = createLearnClient({ baseUrl: origin, token: 't', concurrency: 2 });
    const all = Promise.all(
      ['_1_1', '_2_1', '_3_1', '_4_1', '_5_1'].map((id) => learn.request({ method: 'GET', path: `/v1/users/${id}` })),
    );
    await until(() => state.started >= 2);
    await settle();
    expect(state.started).toBe(2);
    release();
    const results = await all;
    expect(results).toEqual([{ id: '_1_1' }, { id: '_2_1' }, { id: '_3_1' }, { id: '_4_1' }, { id: '_5_1' }]);
    expect(state.max).toBe(2);
  });

  it('shares the bound between clients of the same origin', async () => {
    const origin = 'https://shared.learn.test';
    const { state, release } = gatedHandler(origin);
    const a = createLearnClient({ baseUrl: origin, token: 'a', concurrency: 3 });
    const b = createLearnClient({ baseUrl: `${origin}/`, token: 'b', concurrency: 3 });
    const all = Promise.all([a, b, a, b, a, b].map((c, i) => c.request({ method: 'GET', path: `/v1/users/_${i}_1` })));
    await until(() => state.started >= 3);
    await settle();
    expect(state.started).toBe(3);
    release();
    await all;
    expect(state.max).toBe(3);
  });

  it('drops a queued request at once when its signal aborts', async () => {
    const origin = 'https://queue.learn.test';
    const { state, release } = gatedHandler(origin);
    const learn = createLearnClient({ baseUrl: origin, token: 't', concurrency: 1 });
    const first = learn.request({ method: 'GET', path: '/v1/users/_1_1' });
    const controller = new AbortController();
    const queued = learn.request({ method: 'GET', path: '/v1/users/_2_1', signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    release();
    await first;
    expect(state.started).toBe(1);
  });
});
