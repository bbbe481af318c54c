import type { ReactNode } from 'react';

interface Props {
  /** The h2's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** Its content is still loading (announced as busy). */
  busy?: boolean;
  children: ReactNode;
}

/** One titled section of the Integrations page: an h2 and what follows it. */
export function IntegrationsSection({ titleId, title, busy, children }: Props) {
  return (
    <section className="integrations-section" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="integrations-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
