import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import './visually-hidden.css';

/** Text for assistive technology only; stays in the accessibility tree. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span {...rest} className={cx('at-visually-hidden', className)} />;
}
