import { Link } from 'react-router-dom';
import { Card } from '@atelier/ui';
import { IntegrationsSection } from './integrations-section';

const STEPS = [
  { title: 'Your site sends a request', text: 'Your website asks our API for a chat reply, a photo or a video, with your key attached.' },
  { title: 'Our AI does the work', text: 'The request runs on our AI models; you need no servers, GPUs or model setup of your own.' },
  { title: 'You get the result', text: 'The answer comes back as text, an image link or a video link, ready to show your visitors.' },
];

/** 'What is an API?' in three steps. */
export function ApiExplainer() {
  return (
    <IntegrationsSection titleId="api-explainer-title" title="What is an API?">
      <p className="integrations-muted integrations-section__lead">
        An API lets one program talk to another. Think of it as a waiter taking your order to the kitchen and bringing back the dish.
      </p>
      <ol className="integrations-steps">
        {STEPS.map((step, index) => (
          <Card as="li" key={step.title} className="integrations-step">
            <span className="integrations-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="integrations-card-title">{step.title}</h3>
            <p className="integrations-muted">{step.text}</p>
          </Card>
        ))}
      </ol>
      <p className="integrations-muted">
        Developers: every endpoint, with curl, PHP and JavaScript examples, is in the <Link to="/docs/api">API documentation</Link>.
      </p>
    </IntegrationsSection>
  );
}
