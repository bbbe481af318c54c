import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import '../visually-hidden/visually-hidden.css';
import { FieldLabel } from './field-label';
import './text-field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label; it is the input's accessible name. */
  label: ReactNode;
  /** Helper text under the input. */
  hint?: ReactNode;
  /** Error text; marks the input invalid and is announced with it. */
  error?: ReactNode;
  /** Hide the label visually (it still names the input). */
  hideLabel?: boolean;
  /** Classes of the wrapper. */
  className?: string;
  inputClassName?: string;
}

export function TextField({ label, hint, error, hideLabel = false, id, className, inputClassName, required, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(input['aria-describedby'], hintId, errorId) || undefined;

  return (
    <div className={cx('at-field', error ? 'at-field--invalid' : null, className)}>
      <FieldLabel htmlFor={inputId} required={required} className={hideLabel ? 'at-visually-hidden' : undefined}>
        {label}
      </FieldLabel>
      <input
        {...input}
        id={inputId}
        required={required}
        className={cx('at-field__input', inputClassName)}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="at-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="at-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
