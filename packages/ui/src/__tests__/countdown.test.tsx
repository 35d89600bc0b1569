import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatMinutesSeconds } from '../countdown.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

const START = Date.parse('2025-03-01T10:00:00Z');

describe('formatMinutesSeconds', () => {
  it.each([
    [2885 * 60_000 + 13_000, '2885m 13s'],
    [61_000, '1m 1s'],
    [59_001, '1m 0s'], // rounds up: never "0m 0s" before the deadline
    [500, '0m 1s'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatMinutesSeconds(ms)).toBe(text);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down every second and then shows the expired text', () => {
    render(<Countdown to={new Date(START + 2_000)} expiredText="Time's up!" />);
    expect(screen.getByText('0m 2s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('0m 1s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Time's up!")).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0); // stops ticking once expired
  });

  it('accepts ISO strings and epoch ms, and shows minutes beyond 60', () => {
    render(<Countdown to="2025-03-03T10:05:13Z" expiredText="Time's up!" />);
    expect(screen.getByText('2885m 13s')).toBeInTheDocument();
    render(<Countdown to={START - 1} expiredText="Time's up!" />);
    expect(screen.getByText("Time's up!")).toBeInTheDocument();
  });

  it('uses an injected clock and format', () => {
    let now = 0;
    render(<Countdown to={10_000} expiredText="Done" now={() => now} format={(ms) => `${ms} ms`} />);
    expect(screen.getByText('10000 ms')).toBeInTheDocument();
    now = 4_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('6000 ms')).toBeInTheDocument();
  });

  it('clears its interval on unmount', () => {
    const { unmount } = render(<Countdown to={START + 60_000} expiredText="Time's up!" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not announce every tick, and marks up the deadline', () => {
    const { container } = render(<Countdown to={START + 60_000} expiredText="Time's up!" label="Time left" />);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('aria-live', 'off');
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2025-03-01T10:01:00.000Z');
    expect(root).toHaveTextContent('Time left: 1m 0s');
  });

  it('rejects a date it cannot read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Countdown to="next week" expiredText="Time's up!" />)).toThrow(
      'Countdown: "next week" is not a valid date',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<Countdown to={START + 60_000} expiredText="Time's up!" label="Time left" />);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
