import { readBrief } from '../marketing-brief';
import type { ChatMessage } from '../text-engine';
import { hashText, pick, seededRandom } from '../shared/seeded-random';
import { guessCodeLanguage } from './code-language';
import { composeAssistantReply } from './marketing-assistant';
import { composeMarketingCopy } from './marketing-copy';
import { detectIntent, extractKeywords } from './prompt-intent';

const GREETINGS = [
  'Hello! Good to see you here.',
  'Hi there! Welcome to Atelier.',
  'Hey! Nice to meet you.',
];
const GREETING_FOLLOW_UPS = [
  'I can chat, sketch out code, or help you plan an image or a short video. What would you like to make today?',
  'Tell me what you are working on — a story, a picture, a bit of code — and we can start from there.',
  'Ask me anything, or switch to Photo or Video mode to create something visual.',
];
const QUESTION_OPENERS = [
  'Good question about {topic}.',
  'Let me think about {topic} with you.',
  'Here is how I would approach {topic}.',
];
const QUESTION_BODIES = [
  'The short answer depends on what you want to achieve, so start with the goal and work backwards: decide what a good result looks like, list what you already have, and fill the gap one step at a time.',
  'A useful way in is to split it into parts: what it is, why it matters to you, and what the next small step would be. Most of the time the next step is clearer than the whole picture.',
  'It helps to look at it from two sides: the practical one (what you can try today) and the principled one (why it works). Trying a small example first usually answers half the question.',
];
const OTHER_OPENERS = [
  'Sounds like a great idea to explore {topic}.',
  'I like where this is going with {topic}.',
  'Noted — {topic} it is.',
];
const OTHER_BODIES = [
  'A good first draft would set the mood, name the main subject, and leave room for one surprising detail. From there we can refine the tone, the length and the format.',
  'Let us start simple: one clear sentence about the subject, one about the feeling you want, and one about who it is for. Everything else can grow from those three.',
  'I would begin by collecting a few references, then sketch a rough version quickly and iterate. Tell me which part you want to go deeper on.',
];
const CLOSINGS = [
  'Want me to expand on any part?',
  'Shall I go into more detail?',
  'Tell me if you would like a different angle.',
];

// Words about coding itself make poor identifiers (`python_function_sort`).
const CODING_WORDS =
  /^(code|function|script|snippet|program|example|python|javascript|typescript|sql|bash|shell|rust|golang|html|css|java|query|class|method)$/;

function topicOf(keywords: string[]): string {
  if (keywords.length === 0) return 'this';
  if (keywords.length === 1) return `"${keywords[0]}"`;
  return `${keywords
    .slice(0, -1)
    .map((k) => `"${k}"`)
    .join(', ')} and "${keywords[keywords.length - 1]}"`;
}

/** A templated, prompt-aware reply; the same conversation always gets the same words. */
export function composeReply(messages: ChatMessage[]): string {
  // Marketing Studio's briefs ask for structured copy or a reply about the user's own work.
  const brief = readBrief(messages);
  if (brief?.task === 'marketing-copy') return composeMarketingCopy(brief);
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')?.content.trim() ?? '';
  if (brief?.task === 'marketing-assistant') return composeAssistantReply(brief, lastUser);
  const turn = messages.filter((message) => message.role === 'user').length;
  const random = seededRandom(hashText(`${turn}\u0000${lastUser}`));
  const keywords = extractKeywords(lastUser);
  const topic = topicOf(keywords);
  const fill = (template: string) => template.replace('{topic}', topic);

  switch (detectIntent(lastUser)) {
    case 'greeting':
      return `${pick(random, GREETINGS)} ${pick(random, GREETING_FOLLOW_UPS)}`;
    case 'code': {
      const language = guessCodeLanguage(lastUser);
      const names = extractKeywords(lastUser, 8).filter((k) => !CODING_WORDS.test(k));
      const example = language.render(names, lastUser.replace(/\s+/g, ' ').slice(0, 80));
      return [
        `Here is a small ${language.tag} example for ${topicOf(names.slice(0, 4))}:`,
        '',
        `\`\`\`${language.tag}`,
        example,
        '```',
        '',
        `It is a starting point: adapt the names and the data to your case. ${pick(random, CLOSINGS)}`,
      ].join('\n');
    }
    case 'question':
      return `${fill(pick(random, QUESTION_OPENERS))} ${pick(random, QUESTION_BODIES)} ${pick(random, CLOSINGS)}`;
    default:
      return `${fill(pick(random, OTHER_OPENERS))} ${pick(random, OTHER_BODIES)} ${pick(random, CLOSINGS)}`;
  }
}
