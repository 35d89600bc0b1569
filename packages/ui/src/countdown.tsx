import { useEffect, useRef, useState } from 'react';

export interface CountdownProps {
  /** Deadline: a Date, an ISO string or epoch milliseconds. */
  to: Date | string | number;
  /** Shown once the deadline has passed (the spec: "Time's up!"). */
  expiredText: string;
  /** Clock, injectable for tests and previews. Default Date.now. */
  now?: () => number;
  /** Formats the remaining milliseconds (> 0). Default "Mm Ss". */
  format?: (ms: number) => string;
  /** Spoken before the time, e.g. 'Time left'. */
  label?: string;
}

/**
 * "Minutes and seconds" as the spec says: minutes are not folded into hours, so two days
 * read "2880m 0s". Seconds round up so "0m 0s" never shows before the deadline.
 */
export function formatMinutesSeconds(ms: number): string {
  const totalSeconds = Math.max(Math.ceil(ms / 1000), 0);
  return `${Math.floor(totalSeconds / 60)}m ${totalSeconds % 60}s`;
}

export function toEpochMs(to: Date | string | number): number {
  const ms = to instanceof Date ? to.getTime() : typeof to === 'number' ? to : Date.parse(to);
  if (!Number.isFinite(ms)) throw new TypeError(`Countdown: "${String(to)}" is not a valid date`);
  return ms;
}

/**
 * A live countdown refreshed every second. The ticking text sits in aria-live="off" so a
 * screen reader is not interrupted every second; the <time> element carries the deadline.
 */
export function Countdown({ to, expiredText, now = Date.now, format = formatMinutesSeconds, label }: CountdownProps) {
  const target = toEpochMs(to);
  const [current, setCurrent] = useState(now);
  const expired = target - current <= 0;
  // Read the clock through a ref: an inline `now={() => ...}` must not restart the interval.
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  });

  useEffect(() => {
    const start = clock.current();
    setCurrent(start);
    if (target - start <= 0) return undefined;
    const id = setInterval(() => {
      const t = clock.current();
      setCurrent(t);
      if (target - t <= 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [target]);

  const deadline = new Date(target);
  return (
    <span className={expired ? 'ct-countdown ct-countdown--expired' : 'ct-countdown'} aria-live="off">
      {label ? <span className="visually-hidden">{`${label}: `}</span> : null}
      <time dateTime={deadline.toISOString()} title={deadline.toLocaleString()}>
        {expired ? expiredText : format(target - current)}
      </time>
    </span>
  );
}
