import { type CopyBrief, type MarketingCopyType, briefMessage } from '../marketing-brief';
import type { ChatMessage } from '../text-engine';
import { LocalTextEngine } from './local-text.engine';
import { composeMarketingCopy } from './marketing-copy';

const brand = { product: 'Glow Candles', audience: 'busy parents', voice: 'warm and friendly' };
const FIELDS: Record<MarketingCopyType, string[]> = {
  quick: ['headline', 'body'],
  ad: ['headline', 'body', 'cta'],
  email: ['subject', 'preview', 'body'],
  landing: ['headline', 'subheadline', 'body', 'cta'],
  social: ['post', 'hashtags'],
};

const brief = (copyType: MarketingCopyType, request = 'Spring sale on hand-poured soy candles, 20% off'): CopyBrief => ({
  task: 'marketing-copy',
  copyType,
  request,
  fields: FIELDS[copyType],
  brand,
});

async function reply(messages: ChatMessage[]): Promise<string> {
  let text = '';
  for await (const piece of new LocalTextEngine().stream(messages)) text += piece;
  return text;
}

describe(composeMarketingCopy.name, () => {
  it.each(Object.keys(FIELDS) as MarketingCopyType[])('writes every field of %s copy, and nothing else', (copyType) => {
    const copy = JSON.parse(composeMarketingCopy(brief(copyType))) as Record<string, string>;
    expect(Object.keys(copy)).toEqual(FIELDS[copyType]);
    for (const value of Object.values(copy)) expect(value.trim().length).toBeGreaterThan(3);
  });

  it('uses the brand kit and the offer of the request', () => {
    const ad = JSON.parse(composeMarketingCopy(brief('ad'))) as Record<string, string>;
    expect(ad.headline).toContain('Glow Candles');
    expect(ad.body).toContain('busy parents');
    expect(ad.cta).toBe('Claim your 20% off');
    const email = JSON.parse(composeMarketingCopy(brief('email'))) as Record<string, string>;
    expect(email.body).toMatch(/^Hi there,/);
    expect(email.body).toContain('The Glow Candles team');
  });

  it('keeps a social post within 280 characters, with hashtags', () => {
    const social = JSON.parse(composeMarketingCopy(brief('social', 'x '.repeat(400)))) as Record<string, string>;
    expect(social.post.length).toBeLessThanOrEqual(280);
    expect(social.hashtags).toMatch(/^#GlowCandles/);
  });

  it('is what the offline text engine answers to a copy brief, the same every time', async () => {
    const messages = [briefMessage('Write ad copy.', brief('ad')), { role: 'user' as const, content: 'Spring sale' }];
    const first = await reply(messages);
    expect(JSON.parse(first)).toEqual(JSON.parse(composeMarketingCopy(brief('ad'))));
    expect(await reply(messages)).toBe(first);
  });

  it('answers as the Chat Engineer from the recent artifacts it is given', async () => {
    const assistant = briefMessage('You are the Chat Engineer.', {
      task: 'marketing-assistant',
      brand,
      artifacts: [{ kind: 'campaign_copy', input: 'Spring candle sale', variant: 'ad', summary: 'Headline: Meet Glow Candles' }],
    });
    const text = await reply([assistant, { role: 'user', content: 'Can you review my latest copy?' }]);
    expect(text).toContain('ad campaign copy for "Spring candle sale"');
    expect(text).toContain('busy parents');
    const empty = briefMessage('You are the Chat Engineer.', { task: 'marketing-assistant', brand, artifacts: [] });
    expect(await reply([empty, { role: 'user', content: 'Where do I start?' }])).toContain('Quick Create');
  });
});
