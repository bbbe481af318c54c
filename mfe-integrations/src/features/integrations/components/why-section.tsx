import { Card } from '@atelier/ui';
import { BoltIcon, LockIcon, PuzzleIcon } from './icons';
import { IntegrationsSection } from './integrations-section';

const REASONS = [
  { icon: <PuzzleIcon />, title: 'Simple integration', text: 'One key, three endpoints. Use the WordPress plugin, a shortcode, a block or an iframe, or call the API from any language.' },
  { icon: <BoltIcon />, title: 'Fast', text: 'Text replies in under a second, photos in about 5 seconds and videos in about 30 seconds.' },
  { icon: <LockIcon />, title: 'Secure', text: 'Keys are stored only as hashes, shown in full just once and revocable at any time; each key reaches only its own account.' },
];

export function WhySection() {
  return (
    <IntegrationsSection titleId="why-title" title="Why Atelier API?">
      <ul className="integrations-grid integrations-grid--3">
        {REASONS.map((reason) => (
          <Card as="li" key={reason.title}>
            <span className="integrations-icon" aria-hidden="true">
              {reason.icon}
            </span>
            <h3 className="integrations-card-title">{reason.title}</h3>
            <p className="integrations-muted">{reason.text}</p>
          </Card>
        ))}
      </ul>
    </IntegrationsSection>
  );
}
