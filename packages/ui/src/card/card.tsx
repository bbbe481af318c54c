import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import './card.css';

type CardElement = 'div' | 'article' | 'section' | 'li' | 'aside';

export type CardProps = ComponentPropsWithRef<'div'> & {
  /** The element to render; pick a landmark-free one unless the card really is a section. */
  as?: CardElement;
  /** Accent border and glow (e.g. the recommended plan). */
  highlighted?: boolean;
  /** Lifts on hover; use with a stretched link inside (`at-card__link`). */
  interactive?: boolean;
  padding?: 'sm' | 'md' | 'lg';
};

export function Card({ as = 'div', highlighted = false, interactive = false, padding = 'md', className, ...rest }: CardProps) {
  // The allowed elements share the div's props; the cast only spares TS a union of ref types.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={cx(
        'at-card',
        `at-card--pad-${padding}`,
        highlighted && 'at-card--highlighted',
        interactive && 'at-card--interactive',
        className,
      )}
    />
  );
}
