import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, type ButtonStyleProps } from './button-classes';
import './button.css';

export type ButtonLinkProps = ComponentPropsWithRef<typeof Link> & ButtonStyleProps;

/** A router link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, block }, className)} />;
}
