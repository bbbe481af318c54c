import { IntegrationsSection } from './integrations-section';

const QUESTIONS = [
  { q: 'Is there a free tier?', a: 'Yes. Every account gets 100 tokens, 3 photos and 1 video each month, with no credit card.' },
  { q: 'Which frameworks does it work with?', a: 'Any: WordPress through our theme and plugin, and React, Vue, plain HTML or any back end through the REST API or an iframe.' },
  { q: 'Which AI models do you use?', a: 'Text, photo and video engines chosen by the operator, from the built-in offline engine to any OpenAI-compatible provider.' },
  { q: 'Can I cancel anytime?', a: 'Yes. Plans are month to month; cancel whenever you like and keep the free tier.' },
];

/** FAQ as native disclosures: keyboard and screen-reader friendly without script. */
export function FaqSection() {
  return (
    <IntegrationsSection titleId="faq-title" title="Frequently asked questions">
      <div className="integrations-faq">
        {QUESTIONS.map((item) => (
          <details key={item.q} className="integrations-faq__item">
            <summary>{item.q}</summary>
            <p className="integrations-muted">{item.a}</p>
          </details>
        ))}
      </div>
    </IntegrationsSection>
  );
}
