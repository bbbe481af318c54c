import { useId, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import '../visually-hidden/visually-hidden.css';
import './progress.css';

export type ProgressTone = 'accent' | 'success' | 'danger';

export interface ProgressBarProps {
  /** Visible label; it is the bar's accessible name. */
  label: ReactNode;
  /** Amount done, from 0 to `max`; null or undefined when it is not known (indeterminate). */
  value?: number | null;
  max?: number;
  /** How the value is shown and announced (default: the percentage, e.g. '42%'). */
  valueText?: string;
  /** Hide the label visually (it still names the bar). */
  hideLabel?: boolean;
  /** Show the value text beside the label (default true when determinate). */
  showValue?: boolean;
  tone?: ProgressTone;
  size?: 'sm' | 'md';
  className?: string;
}

/** Clamps to [0, max]; anything not a finite number counts as 0. */
export function clampProgress(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

/** A labelled role=progressbar: determinate with aria values, or indeterminate (no aria-valuenow) when the amount is unknown. */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  hideLabel = false,
  showValue,
  tone = 'accent',
  size = 'md',
  className,
}: ProgressBarProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const determinate = typeof value === 'number';
  const safeMax = max > 0 ? max : 100;
  const current = determinate ? clampProgress(value, safeMax) : 0;
  const percent = (current / safeMax) * 100;
  const text = determinate ? (valueText ?? `${Math.round(percent)}%`) : valueText;
  const withValue = (showValue ?? determinate) && text;
  return (
    <div className={cx('at-progress', `at-progress--${tone}`, `at-progress--${size}`, !determinate && 'is-indeterminate', className)}>
      <div className={cx('at-progress__head', hideLabel && !withValue && 'at-visually-hidden')}>
        <span id={labelId} className={cx('at-progress__label', hideLabel && 'at-visually-hidden')}>
          {label}
        </span>
        {withValue ? (
          <span className="at-progress__value" aria-hidden="true">
            {text}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? safeMax : undefined}
        aria-valuenow={determinate ? current : undefined}
        aria-valuetext={text}
        aria-busy={determinate ? undefined : true}
        className="at-progress__track"
      >
        <div className="at-progress__fill" style={determinate ? ({ width: `${percent}%` } as CSSProperties) : undefined} />
      </div>
    </div>
  );
}
