import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import './toggle.css';

export interface ToggleProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label; it is the switch's accessible name. */
  label: ReactNode;
  /** Extra text after the label (e.g. a badge); not part of the name unless `label` says so. */
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  id?: string;
}

/** An on/off switch (role=switch). For a choice between named options use SegmentedControl. */
export function Toggle({ checked, onCheckedChange, label, description, disabled = false, className, id }: ToggleProps) {
  const autoId = useId();
  const switchId = id ?? `${autoId}-switch`;
  const labelId = `${switchId}-label`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={cx('at-toggle', disabled && 'is-disabled', className)}>
      <button
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        className={cx('at-toggle__track', checked && 'is-on')}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="at-toggle__thumb" aria-hidden="true" />
      </button>
      <label id={labelId} htmlFor={switchId} className="at-toggle__label">
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className="at-toggle__description">
          {description}
        </span>
      ) : null}
    </div>
  );
}
