import { Badge, Card } from '@atelier/ui';

const CARDS = [
  { title: 'Social Toolkit', text: 'Schedule posts and plan a month of content across your social channels.' },
  { title: 'Workflow Sketch', text: 'Sketch a campaign workflow from brief to launch and share it with your team.' },
];

/** Spec 001 §2: two 'COMING SOON' cards. */
export function ComingSoonCards() {
  return (
    <ul className="mkt-soon" aria-label="Coming soon">
      {CARDS.map((card) => (
        <Card as="li" key={card.title} className="mkt-soon__card">
          <Badge variant="soon">COMING SOON</Badge>
          <h2 className="mkt-soon__title">{card.title}</h2>
          <p>{card.text}</p>
        </Card>
      ))}
    </ul>
  );
}
