import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. */
  label?: string;
  /** Purely visual (inside a busy button, next to a text that already says it): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const circle = <span className={cx('at-spinner', `at-spinner--${size}`, className)} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status" className="at-spinner-wrap">
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
