import { Link } from 'react-router-dom';
import { ButtonLink, Card } from '@atelier/ui';
import { PageHeader } from '../shared/page-header';
import { PageIcon } from '../shared/page-icons';
import { PageSection } from '../shared/page-section';
import { ABOUT_AREAS, ABOUT_VALUES } from './about-areas';
import '../shared/page.css';
import './about-page.css';

export function AboutPage() {
  return (
    <div className="page about-page">
      <PageHeader
        title="About Atelier"
        lead="Atelier is an AI creation platform. Chat with an assistant, generate images and videos, build web apps from a description, and produce movies and music — all in one studio that runs in your browser."
      />

      <PageSection titleId="about-create-title" title="What you can create">
        <ul className="page-grid about-page__areas">
          {ABOUT_AREAS.map((area) => (
            <Card as="li" key={area.to} interactive className="about-page__area">
              <PageIcon name={area.icon} />
              <h3 className="about-page__area-title">
                <Link to={area.to} className="at-card__link">
                  {area.title}
                </Link>
              </h3>
              <p className="page-muted about-page__area-text">{area.description}</p>
              <span className="about-page__area-go" aria-hidden="true">
                Open →
              </span>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection titleId="about-why-title" title="Why Atelier">
        <div className="page-grid page-grid--3">
          {ABOUT_VALUES.map((value) => (
            <div key={value.title} className="about-page__value">
              <h3>{value.title}</h3>
              <p className="page-muted">{value.text}</p>
            </div>
          ))}
        </div>
      </PageSection>

      <Card as="section" padding="lg" className="about-page__cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className="page-section__title">
          Ready to start?
        </h2>
        <p className="page-muted">Pick a plan that fits you, or bring Atelier to your own site with the free WordPress downloads.</p>
        <div className="about-page__cta-actions">
          <ButtonLink to="/pricing">See Pricing</ButtonLink>
          <ButtonLink to="/downloads" variant="secondary">
            Get the Downloads
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
