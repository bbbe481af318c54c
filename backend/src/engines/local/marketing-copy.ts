import type { CopyBrief, MarketingCopyType } from '../marketing-brief';
import { hashText, pick, seededRandom } from '../shared/seeded-random';
import { CALLS_TO_ACTION, CLOSERS, type CopyContext, OPENERS, capitalize, copyContext, fill } from './marketing-voice';

type Random = () => number;

/** Sentences about the product, its name first. */
const VALUE_LINES = [
  '{product} {p:gives|give} {audience} more of what matters and less of what does not.',
  '{product} {p:is|are} simple to start with and hard to put down.',
  '{product} {p:is|are} made to make every day a little easier.',
];
const DETAIL_LINES = [
  'Every detail was chosen to save you time.',
  'It takes minutes to start and you will notice the difference right away.',
  'Small things, done well, add up.',
];
const BENEFITS = ['Simple from the first day', 'Made with care, down to the details', 'Loved by people like you'];

/** Structured copy for the brief's fields, as the JSON object a remote model is asked for. */
export function composeMarketingCopy(brief: CopyBrief): string {
  const context = copyContext(brief.request, brief.brand);
  const random = seededRandom(hashText(`${brief.copyType}\u0000${brief.request}\u0000${JSON.stringify(brief.brand)}`));
  const values = WRITERS[brief.copyType](context, random);
  return JSON.stringify(Object.fromEntries(brief.fields.map((field) => [field, values[field] ?? ''])));
}

function headline(context: CopyContext, random: Random): string {
  const options = context.offer
    ? [`${capitalize(context.offer)} ${context.product}`, `${context.product}: ${context.offer}, for a limited time`]
    : [`Meet ${context.product}`, `${context.product}, made for ${context.audience}`, `Say hello to ${context.product}`];
  return capitalize(pick(random, options));
}

function body(context: CopyContext, random: Random): string {
  return [
    fill(pick(random, OPENERS[context.tone]), context),
    `${context.idea}.`,
    fill(pick(random, VALUE_LINES), context),
    pick(random, CLOSERS[context.tone]),
  ].join(' ');
}

function callToAction(context: CopyContext, random: Random): string {
  return context.offer ? `Claim your ${context.offer}` : fill(pick(random, CALLS_TO_ACTION[context.tone]), context);
}

function hashtags(context: CopyContext): string {
  const tags = [context.product, ...context.keywords].map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  return [...new Set(tags.map((tag) => `#${tag}`))].slice(0, 4).join(' ');
}

const WRITERS: Readonly<Record<MarketingCopyType, (context: CopyContext, random: Random) => Record<string, string>>> = {
  quick: (context, random) => ({
    headline: headline(context, random),
    body: `${context.idea}. ${fill(pick(random, VALUE_LINES), context)}`,
  }),
  ad: (context, random) => ({
    headline: headline(context, random),
    body: body(context, random),
    cta: callToAction(context, random),
  }),
  email: (context, random) => {
    const cta = callToAction(context, random);
    return {
      subject: context.offer ? `${capitalize(context.offer)} ${context.product}, this week only` : `Something new from ${context.product}`,
      preview: `${context.idea.slice(0, 90)}${context.idea.length > 90 ? '…' : ''}`,
      body: [
        'Hi there,',
        `${fill(pick(random, OPENERS[context.tone]), context)} ${context.idea}.`,
        `${fill(pick(random, VALUE_LINES), context)} ${pick(random, DETAIL_LINES)}`,
        `${cta}: it only takes a minute.`,
        `${pick(random, CLOSERS[context.tone])}\nThe ${context.product} team`,
      ].join('\n\n'),
      cta,
    };
  },
  landing: (context, random) => ({
    headline: headline(context, random),
    subheadline: `${context.idea}. ${fill('Everything {audience} {a:needs|need}, in one place.', context)}`,
    body: [
      `• Made for ${context.audience}`,
      `• ${pick(random, BENEFITS)}`,
      `• ${context.offer ? capitalize(context.offer) : 'Ready in minutes, no setup needed'}`,
    ].join('\n'),
    cta: callToAction(context, random),
  }),
  social: (context, random) => ({
    post: [fill(pick(random, OPENERS[context.tone]), context), `${context.idea}.`, `${callToAction(context, random)}.`]
      .join(' ')
      .slice(0, 280),
    hashtags: hashtags(context),
  }),
};
