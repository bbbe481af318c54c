import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../spinner/spinner';
import { buttonClassName, type ButtonStyleProps } from './button-classes';
import './button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {
  /** Shows a spinner, disables the button and marks it busy; the label stays as the accessible name. */
  loading?: boolean;
}

export function Button({ variant, size, block, loading = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
