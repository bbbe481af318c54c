import { isPlural } from './english-number';

describe(isPlural.name, () => {
  it.each([
    'Glowwick soy candles',
    'soy candles',
    'Glow Candles',
    'hand-made shoes',
    'running shoes for kids',
    'wooden boxes',
    'kitchen knives',
    'berries',
    'busy parents',
    'small business owners',
    'people who cook',
    'children',
    'you',
    'salt and pepper',
    'teams of five',
    'toys',
    'glasses',
  ])('reads %s as plural', (phrase) => expect(isPlural(phrase)).toBe(true));

  it.each([
    'Glowwick',
    'Glow',
    'soy candle',
    'a small team',
    'every marketer',
    'Nexus',
    'Atlas',
    'Lotus',
    'Analytics',
    'iOS',
    'AWS',
    'SaaS',
    'the news',
    'fitness',
    'business',
    'Glass',
    "Mo's",
    'Bath and Body',
    'coffee subscription box',
    'candle for dogs',
    '',
  ])('reads %s as singular', (phrase) => expect(isPlural(phrase)).toBe(false));
});
