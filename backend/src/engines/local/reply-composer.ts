import { readBrief } from '../marketing-brief';
import type { ChatMessage } from '../text-engine';
import { guessCodeLanguage } from './code-language';
import { composeAssistantReply } from './marketing-assistant';
import { composeMarketingCopy } from './marketing-copy';
import { detectIntent } from './prompt-intent';

/**
 * What the offline engine is, said in every chat reply: no model reads the message, so the reply must not
 * pretend it did. Deterministic: the same conversation always gets the same words.
 */
export const OFFLINE_REPLY_NOTICE =
  'Offline engine: no AI model is connected, so this reply is a placeholder and does not answer your message.';
// Kept short: API callers pay for every word of it (a Free key's daily tokens), and the landing's notice
// already explains the rest once per visit.
const OPERATOR_HINT = 'An operator connects a real provider with ENGINE_TEXT=openai (README: "Connecting a real provider").';
const IMAGE_NOTE =
  'The attached image was only measured (size, format, colours and brightness); nothing looked at what it shows.';
const CODE_NOTE =
  'No code was written for your request. The fixed {language} sample below only shows how code appears in a reply:';

// The sample's identifiers and comment are fixed, so nothing in it suggests it was written for the request.
const SAMPLE_NAMES = ['sample', 'items'];
const SAMPLE_COMMENT = 'Placeholder sample from the offline engine';
const IMAGE_CONTEXT_OPENING = '[Image context: ';

/** An honest placeholder reply (marketing briefs excepted: they ask for structured copy from templates). */
export function composeReply(messages: ChatMessage[]): string {
  // Marketing Studio's briefs ask for structured copy or a reply about the user's own work.
  const brief = readBrief(messages);
  if (brief?.task === 'marketing-copy') return composeMarketingCopy(brief);
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')?.content.trim() ?? '';
  if (brief?.task === 'marketing-assistant') return composeAssistantReply(brief, lastUser);
  const turn = messages.filter((message) => message.role === 'user').length;
  const notes = [OFFLINE_REPLY_NOTICE];
  if (lastUser.startsWith(IMAGE_CONTEXT_OPENING)) notes.push(IMAGE_NOTE);
  // The pointer once per conversation; later replies say only what they are.
  if (turn <= 1) notes.push(OPERATOR_HINT);
  if (detectIntent(lastUser) !== 'code') return notes.join(' ');
  const language = guessCodeLanguage(lastUser);
  return [
    notes.join(' '),
    '',
    CODE_NOTE.replace('{language}', language.tag),
    '',
    `\`\`\`${language.tag}`,
    language.render(SAMPLE_NAMES, SAMPLE_COMMENT),
    '```',
  ].join('\n');
}
