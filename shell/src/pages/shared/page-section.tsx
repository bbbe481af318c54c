import type { ReactNode } from 'react';
import './page.css';

interface Props {
  /** The h2's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

/** A titled section of a page: an h2 and what follows it. */
export function PageSection({ titleId, title, children }: Props) {
  return (
    <section className="page-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="page-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
