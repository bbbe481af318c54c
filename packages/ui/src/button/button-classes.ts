import { cx } from '../utils/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
}

/** The class list of a button look, for elements that are not a `Button` (e.g. a plain `<a>`). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonStyleProps = {}, extra?: string): string {
  return cx('at-button', `at-button--${variant}`, `at-button--${size}`, block && 'at-button--block', extra);
}
