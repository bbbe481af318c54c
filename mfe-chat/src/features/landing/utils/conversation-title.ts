import type { ConversationDto } from '@atelier/api-types';
import { parseImageContextPrompt } from './image-context-prompt';

export const UNTITLED_CONVERSATION = 'New chat';
const TITLE_CHARACTERS = 60;

/** Its name if renamed, else its first question (without an image context prefix), else 'New chat'. */
export function conversationTitle(conversation: Pick<ConversationDto, 'title' | 'first_message'>): string {
  if (conversation.title) return conversation.title;
  const question = conversation.first_message ? parseImageContextPrompt(conversation.first_message).question.trim() : '';
  if (!question) return UNTITLED_CONVERSATION;
  const line = question.split('\n')[0];
  return [...line].length > TITLE_CHARACTERS ? `${[...line].slice(0, TITLE_CHARACTERS - 1).join('')}…` : line;
}

/** Today: the time; otherwise the date — enough to tell recent conversations apart. */
export function conversationTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}
