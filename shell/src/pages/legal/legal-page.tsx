import type { ReactNode } from 'react';
import { PageHeader } from '../shared/page-header';
import '../shared/page.css';
import './legal-page.css';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface Props {
  title: string;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** A readable legal document: a heading, the date it took effect, numbered sections. */
export function LegalPage({ title, lead, updated, sections }: Props) {
  return (
    <div className="page legal-page">
      <PageHeader title={title} lead={lead} eyebrow={`Last updated ${updated}`} />
      <article className="legal-page__body">
        {sections.map((section, index) => (
          <section key={section.title} className="legal-page__section" aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className="legal-page__title">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </div>
  );
}
