import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordsOutbox, type RecordsState } from '../records-outbox.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server that is down until `up()`; it records what it stored. */
function server() {
  const stored: number[][] = [];
  let down = false;
  let calls = 0;
  return {
    stored,
    get calls() {
      return calls;
    },
    down: () => (down = true),
    up: () => (down = false),
    send: (batch: number[]) => {
      calls += 1;
      if (down) return Promise.reject(new TypeError('Failed to fetch'));
      stored.push([...batch]);
      return Promise.resolve();
    },
  };
}

describe('createRecordsOutbox (issue 22 §3)', () => {
  it('sends a partial batch after a short wait and a full one at once, in order', async () => {
    const s = server();
    const outbox = createRecordsOutbox({ send: s.send, batchSize: 3, lingerMs: 2_000 });
    outbox.add(1, 2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(s.stored).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.stored).toEqual([[1, 2]]);
    outbox.add(3, 4, 5, 6);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.stored).toEqual([[1, 2], [3, 4, 5], [6]]);
    expect(outbox.state()).toEqual({ pending: 0, lastError: null });
  });

  it('keeps the records through a server outage and stores every one when it is back, without the user', async () => {
    const s = server();
    const states: RecordsState[] = [];
    const outbox = createRecordsOutbox({ send: s.send, batchSize: 50, onChange: (st) => states.push(st) });
    s.down();
    outbox.add(...Array.from({ length: 118 }, (_, i) => i));
    const afterRun = await outbox.flush();
    expect(afterRun.pending).toBe(118);
    expect(afterRun.lastError).toBeInstanceOf(TypeError);
    // Minutes of outage: tried again with back-off (1 s, 2 s, 4 s … at most 60 s).
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(s.stored).toEqual([]);
    const triesWhileDown = s.calls;
    expect(triesWhileDown).toBeLessThan(15);
    s.up();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.stored.flat()).toEqual(Array.from({ length: 118 }, (_, i) => i));
    expect(outbox.state()).toEqual({ pending: 0, lastError: null });
    expect(states.at(-1)).toEqual({ pending: 0, lastError: null });
    await expect(outbox.drained()).resolves.toBeUndefined();
  });

  it('flush sends at once, without waiting out the back-off', async () => {
    const s = server();
    const outbox = createRecordsOutbox({ send: s.send, retryBaseMs: 30_000 });
    s.down();
    outbox.add(1);
    await outbox.flush();
    s.up();
    expect(await outbox.flush()).toEqual({ pending: 0, lastError: null });
    expect(s.stored).toEqual([[1]]);
  });

  it('stop() ends the retries', async () => {
    const s = server();
    const outbox = createRecordsOutbox({ send: s.send });
    s.down();
    outbox.add(1);
    await outbox.flush();
    outbox.stop();
    const calls = s.calls;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(s.calls).toBe(calls);
  });
});
