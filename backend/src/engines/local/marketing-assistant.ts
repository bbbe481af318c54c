import type { ArtifactBrief, AssistantBrief } from '../marketing-brief';
import { hashText, pick, seededRandom } from '../shared/seeded-random';
import { capitalize, copyContext, fill } from './marketing-voice';

type Ask = 'headline' | 'review' | 'plan' | 'repurpose' | 'general';

const ASKS: ReadonlyArray<[Ask, RegExp]> = [
  ['headline', /\b(headlines?|subject lines?|titles?|hooks?|taglines?)\b/i],
  ['review', /\b(improve|better|feedback|review|critique|fix|stronger|rate)\b/i],
  ['plan', /\b(plan|campaign|strategy|schedule|calendar|launch|next steps?)\b/i],
  ['repurpose', /\b(email|social|post|landing|repurpose|turn .* into|adapt)\b/i],
];

const KIND_NAMES: Readonly<Record<string, string>> = {
  copy: 'quick copy',
  campaign_copy: 'campaign copy',
  visual: 'visual',
  image: 'image',
};

const describe = (artifact: ArtifactBrief) =>
  `${artifact.variant ? `${artifact.variant} ` : ''}${KIND_NAMES[artifact.kind] ?? artifact.kind} for "${artifact.input}"`;

/**
 * The offline Chat Engineer: answers from the brand kit and the user's recent artifacts (newest first),
 * so its advice is about their own work, not generic.
 */
export function composeAssistantReply(brief: AssistantBrief, question: string): string {
  const random = seededRandom(hashText(`${question}\u0000${brief.artifacts.map((a) => a.input).join('\u0000')}`));
  const context = copyContext(question, brief.brand);
  const voice = brief.brand.voice.trim() || 'clear and direct';
  const product = brief.brand.product.trim();
  const brand = product ? `${product}${product.endsWith('s') ? "'" : "'s"}` : 'your';
  const latest = brief.artifacts[0];
  const latestCopy = brief.artifacts.find((artifact) => artifact.kind === 'copy' || artifact.kind === 'campaign_copy');
  if (!latest) {
    return [
      `Let's get ${brand} first campaign going.`,
      `Start in Quick Create with one sentence about what you are promoting, then turn the best result into an ad, an email and a social post in Campaign Copy so the message stays consistent.`,
      `Keep the voice ${voice} and speak to ${context.audience} directly.`,
      'Once you have a few pieces, ask me to review them or plan the rollout.',
    ].join(' ');
  }
  const ask = ASKS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'general';
  const subject = latestCopy ?? latest;
  switch (ask) {
    case 'headline': {
      const base = firstLine(subject.summary) || capitalize(subject.input);
      return [
        `Here are three alternatives to the headline of your ${describe(subject)}:`,
        `- ${context.offer ? `${capitalize(context.offer)}: ` : ''}${base.replace(/[.!]$/, '')}, without the wait`,
        `- ${fill(`Why {audience} ${pick(random, ['{a:loves|love}', '{a:is|are} switching to', '{a:keeps|keep} coming back to'])}`, context)} ${product || 'it'}`,
        `- ${capitalize(subject.input.slice(0, 60))}: ${pick(random, ['here is what is new', 'see it for yourself', 'now for everyone'])}`,
        `Test two of them against each other and keep the voice ${voice}.`,
      ].join('\n');
    }
    case 'review':
      return [
        `Looking at your ${describe(subject)}:`,
        `- Lead with the benefit for ${context.audience}, in the first five words.`,
        `- ${/\b(now|today|start|try|get|shop|claim|join|learn)\b/i.test(subject.summary) ? 'Your call to action is clear; keep it to one.' : 'Add one clear call to action (a verb plus what they get).'}`,
        `- ${subject.summary.length > 400 ? 'Cut it by a third: shorter copy is read to the end.' : 'The length is right for the format.'}`,
        `- Keep the voice ${voice} from the first line to the last.`,
      ].join('\n');
    case 'plan':
      return [
        `A one-week rollout built from your ${brief.artifacts.length} recent piece${brief.artifacts.length === 1 ? '' : 's'}:`,
        ...brief.artifacts.slice(0, 4).map((artifact, i) => `- Day ${i * 2 + 1}: publish your ${describe(artifact)}.`),
        `- Day 7: look at what ${context.audience} clicked most and put your next credits there.`,
      ].join('\n');
    case 'repurpose':
      return [
        `Turn your ${describe(subject)} into the other formats in Campaign Copy with the same request, so the message matches everywhere:`,
        '- Email: the headline becomes the subject, the first sentence the preview.',
        '- Social: one sentence and one call to action, under 280 characters.',
        '- Landing: the headline stays, the body becomes three benefits.',
        latest.kind === 'visual' || latest.kind === 'image'
          ? `Your latest visual (${describe(latest)}) can go with the social post.`
          : 'Add a visual in the Visuals tab to go with the social post.',
      ].join('\n');
    default:
      return [
        `You have ${brief.artifacts.length} recent piece${brief.artifacts.length === 1 ? '' : 's'}; the latest is your ${describe(latest)}.`,
        `For ${context.audience}, keep ${brand} voice ${voice} and repeat one promise across every format.`,
        'Ask me for alternative headlines, a review of your latest copy, or a rollout plan.',
      ].join(' ');
  }
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim())?.replace(/^[A-Za-z ]+:\s*/, '').trim() ?? '';
}
