import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acquireLease,
  holdLease,
  LeaseHeldError,
  LeaseLostError,
  type BulkLease,
  type LeaseDecision,
  type LeaseGrant,
  type LeaseHolder,
} from '../lease.ts';

const holder = (stale = false): LeaseHolder => ({
  userId: '_2_1',
  name: 'Prof. Other',
  startedAt: '2026-03-10T09:00:00.000Z',
  heartbeatAt: '2026-03-10T09:00:30.000Z',
  stale,
});

function grant(overrides: Partial<LeaseGrant> = {}): LeaseGrant & { renewals: number; released: number } {
  const g = {
    holder: { ...holder(), userId: '_1_1', name: 'Me' },
    heartbeatMs: 30_000,
    staleMs: 120_000,
    renewals: 0,
    released: 0,
    renew: async () => {
      g.renewals += 1;
    },
    release: async () => {
      g.released += 1;
    },
    ...overrides,
  };
  return g;
}

/** A server lease answering from a script: 'held', 'held-stale', 'granted' per call. */
function scripted(answers: ('held' | 'held-stale' | 'granted')[]) {
  const calls: boolean[] = [];
  const lease: BulkLease = {
    acquire: async ({ takeOver }) => {
      calls.push(takeOver);
      const answer = answers.shift() ?? 'granted';
      if (answer === 'granted') return grant();
      throw new LeaseHeldError('held', holder(answer === 'held-stale'));
    },
  };
  return { lease, calls };
}

/** The user's choices, given one at a time by the test. */
function chooser() {
  let resolve: ((d: LeaseDecision) => void) | null = null;
  return {
    decide: () => new Promise<LeaseDecision>((r) => (resolve = r)),
    choose: (d: LeaseDecision) => resolve?.(d),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('acquireLease', () => {
  it('answers the grant at once when nobody holds the lease', async () => {
    const { lease, calls } = scripted(['granted']);
    const onHeld = vi.fn();
    const g = await acquireLease(lease, { signal: new AbortController().signal, onHeld, decide: vi.fn() });
    expect(g.holder.name).toBe('Me');
    expect(calls).toEqual([false]);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('shows the holder and, after Wait, asks again every poll until the lease is free', async () => {
    const { lease, calls } = scripted(['held', 'held', 'held', 'granted']);
    const held: boolean[] = [];
    const user = chooser();
    const acquired = acquireLease(lease, {
      signal: new AbortController().signal,
      onHeld: (_, waiting) => held.push(waiting),
      decide: user.decide,
      pollMs: 5_000,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    // Nothing happens until the user chooses.
    expect(calls).toEqual([false]);
    user.choose('wait');
    // Wait asks at once, then every poll.
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await acquired).holder.name).toBe('Me');
    expect(calls).toEqual([false, false, false, false]);
    expect(held).toEqual([false, true, true]);
  });

  it('takes a stale lease over only when the user asks, with takeOver', async () => {
    const { lease, calls } = scripted(['held-stale', 'granted']);
    const user = chooser();
    const acquired = acquireLease(lease, {
      signal: new AbortController().signal,
      onHeld: vi.fn(),
      decide: user.decide,
    });
    await vi.advanceTimersByTimeAsync(0);
    user.choose('take-over');
    await acquired;
    expect(calls).toEqual([false, true]);
  });

  it('goes back to the choice when a take-over is refused (the holder renewed, or another user took it first)', async () => {
    const { lease, calls } = scripted(['held-stale', 'held', 'granted']);
    const user = chooser();
    const seen: boolean[] = [];
    const acquired = acquireLease(lease, {
      signal: new AbortController().signal,
      onHeld: (h) => seen.push(h.stale),
      decide: user.decide,
    });
    await vi.advanceTimersByTimeAsync(0);
    user.choose('take-over');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([true, false]);
    user.choose('wait');
    await vi.advanceTimersByTimeAsync(5_000);
    await acquired;
    expect(calls).toEqual([false, true, false]);
  });

  it('rejects on Cancel while waiting, and passes on errors that are not "held"', async () => {
    const { lease } = scripted(['held']);
    const controller = new AbortController();
    const acquired = acquireLease(lease, { signal: controller.signal, onHeld: vi.fn(), decide: chooser().decide });
    const settled = acquired.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    expect(await settled).toMatchObject({ name: 'AbortError' });

    const refused: BulkLease = { acquire: () => Promise.reject(new Error('Only instructors may')) };
    await expect(
      acquireLease(refused, { signal: new AbortController().signal, onHeld: vi.fn(), decide: vi.fn() }),
    ).rejects.toThrow('Only instructors may');
  });
});

describe('holdLease', () => {
  it('renews every heartbeat while held and releases once at the end', async () => {
    const g = grant();
    const held = holdLease(g, { onLost: vi.fn() });
    await vi.advanceTimersByTimeAsync(95_000);
    expect(g.renewals).toBe(3);
    expect(held.isSafe()).toBe(true);
    await held.release();
    await held.release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect([g.renewals, g.released]).toEqual([3, 1]);
    expect(held.isSafe()).toBe(false);
  });

  it('stops the run when the server says the lease was taken over', async () => {
    const taker = holder();
    const g = grant({ renew: () => Promise.reject(new LeaseLostError('taken', taker)) });
    const onLost = vi.fn();
    const held = holdLease(g, { onLost });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onLost).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ holder: taker }));
    expect(held.isSafe()).toBe(false);
    await held.release();
    expect(g.released).toBe(0);
  });

  it('keeps going through a failed renewal, but not past stale minus one heartbeat without one', async () => {
    let failing = true;
    const g = grant({
      renew: () => (failing ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve()),
    });
    const onLost = vi.fn();
    const held = holdLease(g, { onLost });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(held.isSafe()).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onLost).toHaveBeenCalledExactlyOnceWith(null);
    expect(held.isSafe()).toBe(false);
    failing = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(held.isSafe()).toBe(false);
  });

  it('is unsafe at once after the clock jumps (a laptop asleep), before any timer fires', () => {
    let t = 1_000_000;
    const onLost = vi.fn();
    const held = holdLease(grant(), { onLost, now: () => t });
    expect(held.isSafe()).toBe(true);
    t += 91_000;
    expect(held.isSafe()).toBe(false);
    expect(onLost).toHaveBeenCalledExactlyOnceWith(null);
  });
});
