import { MARKETING_COPY_TYPES, type MarketingCopyType } from '../marketing-brief';
import { composeMarketingCopy } from './marketing-copy';

/** Property-style: every product name, audience, voice and request, every copy type, agrees and is capitalised. */
const PLURAL_PRODUCTS = ['Glowwick soy candles', 'soy candles', 'Glow Candles', 'trail shoes', 'kitchen knives', 'wooden boxes'];
const SINGULAR_PRODUCTS = ['Glowwick', 'glowwick', 'Nexus', 'SaaS Pro', 'soy candle', 'Acme Analytics', 'Brightbox'];
const AUDIENCES: Array<[string, 'plural' | 'singular']> = [
  ['busy parents', 'plural'],
  ['', 'plural'],
  ['a small team', 'singular'],
  ['every home cook', 'singular'],
];
const VOICES = ['warm and friendly', 'formal', 'bold', 'playful', ''];
const REQUESTS = ['Spring sale on hand-poured soy candles, 20% off', 'launch of our new line', 'free shipping all week'];
const FIELDS: Record<MarketingCopyType, string[]> = {
  quick: ['headline', 'body'],
  ad: ['headline', 'body', 'cta'],
  email: ['subject', 'preview', 'body', 'cta'],
  landing: ['headline', 'subheadline', 'body', 'cta'],
  social: ['post', 'hashtags'],
};

function* copies(products: string[]) {
  for (const product of products)
    for (const [audience, audienceNumber] of AUDIENCES)
      for (const voice of VOICES)
        for (const request of REQUESTS)
          for (const copyType of MARKETING_COPY_TYPES) {
            const brief = { task: 'marketing-copy' as const, copyType, request, fields: FIELDS[copyType], brand: { product, audience, voice } };
            const copy = JSON.parse(composeMarketingCopy(brief)) as Record<string, string>;
            yield { product, audience: audience || 'you', audienceNumber, copy };
          }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SINGULAR_VERBS = '(?:is|gives|needs|expects|loves|keeps|was|has)';
const PLURAL_VERBS = '(?:are|give|need|expect|love|keep|were|have)';

describe('offline marketing copy grammar', () => {
  it('makes the product name agree with its verb, plural or singular', () => {
    for (const { product, copy } of copies(PLURAL_PRODUCTS))
      for (const text of Object.values(copy)) expect(text).not.toMatch(new RegExp(`\\b${escape(product)} ${SINGULAR_VERBS}\\b`, 'i'));
    for (const { product, copy } of copies(SINGULAR_PRODUCTS))
      for (const text of Object.values(copy)) expect(text).not.toMatch(new RegExp(`\\b${escape(product)} ${PLURAL_VERBS}\\b`, 'i'));
  });

  it('makes the audience agree with its verb', () => {
    for (const { audience, audienceNumber, copy } of copies([...PLURAL_PRODUCTS, ...SINGULAR_PRODUCTS])) {
      const wrong = audienceNumber === 'plural' ? SINGULAR_VERBS : PLURAL_VERBS;
      for (const text of Object.values(copy)) expect(text).not.toMatch(new RegExp(`\\b${escape(audience)} (?:who )?${wrong}\\b`, 'i'));
    }
  });

  it('starts every sentence and line with a capital, product names included', () => {
    for (const { copy } of copies([...PLURAL_PRODUCTS, ...SINGULAR_PRODUCTS]))
      for (const [field, text] of Object.entries(copy)) {
        if (field === 'hashtags') continue;
        for (const sentence of text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.replace(/^[•\-\s]+/, '')).filter(Boolean))
          expect(sentence).toMatch(/^[^a-z]/);
      }
  });

  it('writes the example of the report as English', () => {
    const brief = {
      task: 'marketing-copy' as const,
      copyType: 'quick' as const,
      request: 'Hand-poured soy candles for the holidays',
      fields: ['headline', 'body'],
      brand: { product: 'Glowwick soy candles', audience: 'busy parents', voice: 'warm' },
    };
    const all = new Set<string>();
    for (let i = 0; i < 30; i++) all.add(JSON.parse(composeMarketingCopy({ ...brief, request: `${brief.request} ${i}` })).body);
    const text = [...all].join(' ');
    expect(text).toMatch(/Glowwick soy candles (are|give)\b/);
    expect(text).not.toMatch(/Glowwick soy candles (is|gives)\b/);
  });
});
