import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import './badge.css';

export type BadgeVariant = 'neutral' | 'accent' | 'soon' | 'popular' | 'active' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

/** A short status label; its text is what assistive tech reads. */
export function Badge({ variant = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx('at-badge', `at-badge--${variant}`, className)} />;
}
