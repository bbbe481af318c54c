import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import './segmented-control.css';

export interface SegmentOption<T extends string> {
  value: T;
  /** Visible text; part of the option's accessible name. */
  label: ReactNode;
  /** Trailing extra (e.g. a 'Save 17%' badge); also read as part of the name. */
  extra?: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
  className?: string;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/** One choice among a few options (role=radiogroup): arrows move the selection, Tab leaves the group. */
export function SegmentedControl<T extends string>({ label, options, value, onChange, size = 'md', className }: SegmentedControlProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((option) => option.value === value);
    let next: number | null = null;
    if (NEXT_KEYS.has(event.key)) next = (index + 1) % options.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (index - 1 + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    if (next === null) return;
    event.preventDefault();
    onChange(options[next].value);
    refs.current[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={label} className={cx('at-segmented', `at-segmented--${size}`, className)} onKeyDown={onKeyDown}>
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={cx('at-segmented__option', checked && 'is-checked')}
            onClick={() => onChange(option.value)}
          >
            <span>{option.label}</span>
            {option.extra ? <span className="at-segmented__extra">{option.extra}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
