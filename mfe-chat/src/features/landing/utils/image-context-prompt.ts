import type { ImageContext } from '../types';

const OPENING = '[Image context: ';
const CLOSING = '[End of image context]';
/** The analysis is the server's own short text; the cap keeps prefix + question inside chat's 8,000-character limit. */
const MAX_ANALYSIS_CHARACTERS = 3_000;

export interface ParsedChatMessage {
  question: string;
  /** Filename of the attached image, when the message carries an image-context prefix. */
  filename: string | null;
}

/** A filename on one line, so the prefix's first line stays parseable. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim() || 'image';
}

/**
 * Spec 000 §5: with image context attached, the chat message sent is an image-context prefix
 * followed by the user's question. The prefix is bracketed so `parseImageContextPrompt` can strip it.
 */
export function composeImageContextPrompt(context: ImageContext, question: string): string {
  const analysis = context.analysis.split(CLOSING).join('').trim().slice(0, MAX_ANALYSIS_CHARACTERS);
  return `${OPENING}${oneLine(context.filename)}]\n${analysis}\n${CLOSING}\n\n${question}`;
}

/** The inverse of `composeImageContextPrompt`: restored history shows the question, not the prefix. */
export function parseImageContextPrompt(message: string): ParsedChatMessage {
  if (!message.startsWith(OPENING)) return { question: message, filename: null };
  const firstLineEnd = message.indexOf('\n');
  const firstLine = firstLineEnd === -1 ? '' : message.slice(0, firstLineEnd);
  const closingAt = message.indexOf(`\n${CLOSING}\n\n`, firstLineEnd);
  if (!firstLine.endsWith(']') || closingAt === -1) return { question: message, filename: null };
  return {
    filename: firstLine.slice(OPENING.length, -1),
    question: message.slice(closingAt + CLOSING.length + 3),
  };
}
