import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import './text-field.css';

export interface FieldLabelProps {
  /** The id of the control it names. */
  htmlFor: string;
  children: ReactNode;
  /** Shows the required marker (hidden from screen readers: the control itself says it is required). */
  required?: boolean;
  className?: string;
}

/** The label of an `at-field` control (TextField's input, or a remote's own textarea in the same look). */
export function FieldLabel({ htmlFor, children, required, className }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={cx('at-field__label', className)}>
      {children}
      {required ? (
        <span className="at-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}
