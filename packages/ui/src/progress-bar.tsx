import { useId } from 'react';

export interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  /** Visible and spoken text instead of the default "value / max". */
  valueText?: string;
}

/**
 * Determinate progress for bulk operations. `max` 0 means "nothing to do" and shows a full
 * bar; negative or non-finite numbers are programming errors and throw.
 */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const labelId = useId();
  if (!Number.isFinite(value) || !Number.isFinite(max) || max < 0) {
    throw new RangeError(`ProgressBar: value and max must be finite and max >= 0 (got value=${value}, max=${max})`);
  }
  const now = Math.min(Math.max(value, 0), max);
  const percent = max === 0 ? 100 : Math.round((now / max) * 100);
  const text = valueText ?? `${now} / ${max}`;
  return (
    <div className="ct-progress">
      <span id={labelId} className="ct-progress__label">
        {label}
      </span>
      <div
        className="ct-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={valueText ? `${valueText}` : `${now} / ${max} (${percent}%)`}
      >
        <div className="ct-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="ct-progress__text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
