import type { BrandBrief } from '../marketing-brief';
import { isPlural } from './english-number';
import { extractKeywords } from './prompt-intent';

/** How the brand kit's voice reads, roughly: enough to choose openers, closers and calls to action. */
export type Tone = 'playful' | 'formal' | 'bold' | 'warm' | 'neutral';

const TONES: ReadonlyArray<[Tone, RegExp]> = [
  ['playful', /\b(playful|fun|witty|cheeky|casual|quirky|humou?r|light)/i],
  ['formal', /\b(formal|professional|corporate|authoritative|expert|serious|polished)/i],
  ['bold', /\b(bold|confident|energetic|punchy|urgent|daring|loud)/i],
  ['warm', /\b(warm|caring|empathetic|gentle|calm|kind|friendly|cosy|cozy)/i],
];

export function toneOf(voice: string): Tone {
  return TONES.find(([, pattern]) => pattern.test(voice))?.[0] ?? 'neutral';
}

/** What the copy is about, read from the request and the brand kit. */
export interface CopyContext {
  /** The product's name, or a name made from the request when the kit has none. */
  product: string;
  /** Who it is for ('you' when the kit does not say). */
  audience: string;
  /** The request as one clean sentence, without its closing punctuation. */
  idea: string;
  keywords: string[];
  /** A discount or deal named in the request ('20% off', 'free shipping'), if any. */
  offer: string | null;
  tone: Tone;
  /** Whether the product and the audience take a plural verb ("soy candles are", "busy parents need"). */
  productPlural: boolean;
  audiencePlural: boolean;
}

const OFFER = /\b(\d{1,3}\s?% off|\d{1,3}\s?%|free shipping|free trial|buy one,? get one( free)?|half price)/i;

export const capitalize = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);
const titleCase = (text: string) => text.split(/\s+/).map(capitalize).join(' ');

export function copyContext(request: string, brand: BrandBrief): CopyContext {
  const firstSentence = request.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s/)[0] ?? '';
  const idea = firstSentence.replace(/[.!?…]+$/, '').slice(0, 160).trim();
  const keywords = extractKeywords(`${request} ${brand.product}`, 5);
  const offerMatch = OFFER.exec(request)?.[0] ?? null;
  const offer = offerMatch && /^\d/.test(offerMatch) && !/off$/i.test(offerMatch) ? `${offerMatch} off` : offerMatch;
  const product = brand.product.trim() || titleCase(keywords.slice(0, 2).join(' ')) || 'Your brand';
  const audience = brand.audience.trim() || 'you';
  return {
    product,
    audience,
    idea: capitalize(idea),
    keywords,
    offer,
    tone: toneOf(brand.voice),
    productPlural: isPlural(product),
    audiencePlural: isPlural(audience),
  };
}

export const OPENERS: Readonly<Record<Tone, readonly string[]>> = {
  playful: ['Good news, {audience}!', 'Psst, {audience}: this one is for you.', 'Ready for something fun, {audience}?'],
  formal: ['For {audience} who {a:expects|expect} more:', 'Designed for {audience}.', 'A considered choice for {audience}.'],
  bold: ['Stop settling, {audience}.', 'This changes things for {audience}.', 'No more compromises, {audience}.'],
  warm: ['We made this with {audience} in mind.', 'Here is something we think {audience} will love.', 'A little something for {audience}.'],
  neutral: ['Built for {audience}.', 'Made for {audience}.', 'Here is what is new for {audience}.'],
};

export const CLOSERS: Readonly<Record<Tone, readonly string[]>> = {
  playful: ['Go on, treat yourself.', 'You know you want to.', 'Trust us, it is a good one.'],
  formal: ['Discover the difference for yourself.', 'See the results in your first week.', 'Quality you can rely on.'],
  bold: ['Do not wait.', 'Make the move today.', 'It is time.'],
  warm: ['We would love to hear what you think.', 'We are here whenever you need us.', 'Made with care, for you.'],
  neutral: ['See for yourself.', 'Take a look today.', 'Find out more.'],
};

export const CALLS_TO_ACTION: Readonly<Record<Tone, readonly string[]>> = {
  playful: ['Grab yours now', "Let's do this", 'Try {product} today'],
  formal: ['Learn more', 'Request a demo', 'Explore {product}'],
  bold: ['Get it now', 'Start today', 'Claim yours'],
  warm: ['Find yours today', 'Join us', 'Try {product} today'],
  neutral: ['Shop now', 'Get started', 'See how it works'],
};

/**
 * Fills {product}, {audience} and {offer}, and the words that agree with them: {p:is|are} takes the product's
 * number, {a:needs|need} the audience's. A template that starts with a name starts with a capital.
 */
export function fill(template: string, context: CopyContext): string {
  const filled = template
    .replace(/\{([pa]):([^|}]*)\|([^}]*)\}/g, (_, who: string, singular: string, plural: string) =>
      (who === 'p' ? context.productPlural : context.audiencePlural) ? plural : singular,
    )
    .replaceAll('{product}', context.product)
    .replaceAll('{audience}', context.audience)
    .replaceAll('{offer}', context.offer ?? '');
  return capitalize(filled);
}
