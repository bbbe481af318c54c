import { useNavigate } from 'react-router-dom';
import { Button } from '@atelier/ui';

export function IntegrationsHero({ onGetKey }: { onGetKey: () => void }) {
  const navigate = useNavigate();
  return (
    <section className="integrations-hero" aria-labelledby="integrations-hero-title">
      <p className="integrations-eyebrow">Atelier API · WordPress theme · WordPress plugin</p>
      <h1 id="integrations-hero-title" className="integrations-hero__title">
        Bring AI into any website
      </h1>
      <p className="integrations-hero__lead">
        Add AI chat, photo and video generation to your site with one API key. Start on the free tier: 100 tokens, 3 photos and
        1 video, no credit card.
      </p>
      <div className="integrations-hero__actions">
        <Button size="lg" onClick={onGetKey}>
          Get Your Free API Key
        </Button>
        <Button size="lg" variant="secondary" onClick={() => navigate('/downloads')}>
          Download WordPress Theme
        </Button>
      </div>
    </section>
  );
}
