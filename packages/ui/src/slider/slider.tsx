import { useId, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import './slider.css';

export interface SliderProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** How the current value is shown next to the label (and announced as aria-valuetext). */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  className?: string;
}

/** A labelled range input with its current value shown beside the label. */
export function Slider({ label, value, onChange, min, max, step = 1, formatValue = String, disabled, className }: SliderProps) {
  const id = useId();
  const shown = formatValue(value);
  const percent = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <div className={cx('at-slider', className)}>
      <div className="at-slider__head">
        <label htmlFor={id} className="at-slider__label">
          {label}
        </label>
        <output htmlFor={id} className="at-slider__value">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="at-slider__input"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={shown}
        style={{ '--at-slider-fill': `${percent}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
