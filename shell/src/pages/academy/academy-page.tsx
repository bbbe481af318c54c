import { Badge, Card } from '@atelier/ui';
import { PageHeader } from '../shared/page-header';
import { PageIcon } from '../shared/page-icons';
import { ACADEMY_FEATURES } from './academy-content';
import { NotifyForm } from './notify-form';
import '../shared/page.css';
import './academy-page.css';

export function AcademyPage() {
  return (
    <div className="page academy-page">
      <PageHeader
        eyebrow={<Badge variant="soon">COMING SOON</Badge>}
        title="Atelier Academy"
        lead="Master AI creation — from your first prompt to a finished app, film or song. Lessons, guidance and certificates, all in one place."
      />

      <ul className="page-grid page-grid--3">
        {ACADEMY_FEATURES.map((feature) => (
          <Card as="li" key={feature.title} className="academy-feature">
            <PageIcon name={feature.icon} />
            <h2 className="academy-feature__title">{feature.title}</h2>
            <p className="page-muted academy-feature__text">{feature.text}</p>
          </Card>
        ))}
      </ul>

      <Card as="section" padding="lg" className="academy-page__notify" aria-labelledby="academy-notify-title">
        <h2 id="academy-notify-title" className="page-section__title">
          Be the first to know
        </h2>
        <p className="page-muted">Leave your email and we'll tell you when Academy opens.</p>
        <NotifyForm />
      </Card>
    </div>
  );
}
