import { ButtonLink } from '@atelier/ui';
import { PageHeader } from '../shared/page-header';
import { ComparisonTable } from './comparison-table';
import { STUDIOS } from './studio-catalog';
import { StudioSection } from './studio-section';
import '../shared/page.css';
import './studios-page.css';

export function StudiosPage() {
  return (
    <div className="page studios-page">
      <PageHeader title="Studios" lead="Three studios for three kinds of work: code, film and music. Each one turns a description into something you can ship." />

      <div className="studios-page__list">
        {STUDIOS.map((studio) => (
          <StudioSection key={studio.id} studio={studio} />
        ))}
      </div>

      <ComparisonTable />

      <section className="studios-page__closing" aria-labelledby="studios-closing-title">
        <h2 id="studios-closing-title" className="page-section__title">
          Pick a studio and start creating
        </h2>
        <div className="studios-page__closing-actions">
          {STUDIOS.map((studio, index) => (
            <ButtonLink key={studio.id} to={studio.path} size="lg" variant={index === 0 ? 'primary' : 'secondary'}>
              {studio.tryLabel}
            </ButtonLink>
          ))}
        </div>
      </section>
    </div>
  );
}
