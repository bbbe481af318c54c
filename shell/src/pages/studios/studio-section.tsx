import { ButtonLink } from '@atelier/ui';
import { PageIcon } from '../shared/page-icons';
import type { Studio } from './studio-catalog';

export function StudioSection({ studio }: { studio: Studio }) {
  const titleId = `studio-${studio.id}-title`;
  return (
    <section className={`studios-studio studios-studio--${studio.id}`} aria-labelledby={titleId}>
      <div className="studios-studio__intro">
        <PageIcon name={studio.icon} />
        <h2 id={titleId} className="studios-studio__title">
          {studio.name}
        </h2>
        <p className="studios-studio__tagline">{studio.tagline}</p>
        <p className="page-muted studios-studio__description">{studio.description}</p>
        <ButtonLink to={studio.path}>{studio.openLabel}</ButtonLink>
      </div>
      <ul className="page-list studios-studio__features" aria-label={`${studio.name} features`}>
        {studio.features.map((feature) => (
          <li key={feature} className="page-list__item">
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
