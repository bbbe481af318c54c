import type { RichChatMessage } from '../../../engines/text-engine';
import type { ChatCompletionMessageDto, ChatContentPart } from './dto/chat-completion-request.dto';
import { MAX_CONVERSATION_CHARACTERS, MAX_IMAGE_BYTES, MAX_IMAGE_PARTS } from './openai-compat.constants';
import { WpGatewayException } from '../wp-gateway.errors';

export interface DecodedImage {
  data: Buffer;
  contentType: string;
}

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]+)$/i;

/** A `data:image/…;base64,…` URL's bytes; anything else (remote URLs included) is refused. */
export function decodeImageUrl(url: string): DecodedImage {
  const match = DATA_URL.exec(url);
  if (!match) throw WpGatewayException.imageUrlNotSupported();
  const data = Buffer.from(match[2], 'base64');
  if (data.length === 0 || data.length > MAX_IMAGE_BYTES) throw WpGatewayException.imageUrlNotSupported();
  return { data, contentType: match[1].toLowerCase() };
}

/** Every image part's URL, in order, checked for its shape (a base64 data: URL) but not decoded yet. */
export function imageUrlsOf(messages: readonly ChatCompletionMessageDto[]): string[] {
  // An assistant message with tool_calls may leave `content` out altogether (the Python SDK's model_dump does).
  const urls = messages.flatMap((message) =>
    !Array.isArray(message.content) ? [] : message.content.flatMap((part) => (part.type === 'image_url' ? [part.image_url.url] : [])),
  );
  if (urls.length > MAX_IMAGE_PARTS) throw WpGatewayException.conversationTooLong(MAX_CONVERSATION_CHARACTERS, MAX_IMAGE_PARTS);
  for (const url of urls) {
    if (!DATA_URL.test(url)) throw WpGatewayException.imageUrlNotSupported();
  }
  return urls;
}

/** Every image part of the conversation, in order, decoded; at most MAX_IMAGE_PARTS. */
export function imagesOf(messages: readonly ChatCompletionMessageDto[]): DecodedImage[] {
  return imageUrlsOf(messages).map(decodeImageUrl);
}

/**
 * The conversation as the text engine reads it: `developer` is OpenAI's newer name for `system`; each image part
 * becomes the vision engine's description of it, in place, so any text engine can answer about it. Tool calls,
 * tool results' call ids and names are kept for an engine that passes them on.
 */
export function toEngineMessages(messages: readonly ChatCompletionMessageDto[], analyses: readonly string[]): RichChatMessage[] {
  let image = 0;
  const textOf = (content: string | ChatContentPart[] | null): string =>
    content === null || content === undefined
      ? ''
      : typeof content === 'string'
        ? content
        : content
            .map((part) => (part.type === 'text' ? part.text : `[Image ${image + 1}: ${analyses[image++] ?? ''}]`))
            .join('\n');
  const converted = messages.map((message): RichChatMessage => {
    const engineMessage: RichChatMessage = {
      role: message.role === 'developer' ? 'system' : message.role,
      content: textOf(message.content),
    };
    if (message.name !== undefined) engineMessage.name = message.name;
    if (message.tool_call_id !== undefined) engineMessage.tool_call_id = message.tool_call_id;
    if (message.tool_calls?.length) {
      engineMessage.tool_calls = message.tool_calls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.function.name, arguments: call.function.arguments },
      }));
    }
    return engineMessage;
  });
  const characters = converted.reduce((sum, message) => sum + charactersOf(message), 0);
  if (characters > MAX_CONVERSATION_CHARACTERS) {
    throw WpGatewayException.conversationTooLong(MAX_CONVERSATION_CHARACTERS, MAX_IMAGE_PARTS);
  }
  return converted;
}

/** What a message counts for (characters, then tokens): its text and every tool call's name and arguments. */
export function charactersOf(message: RichChatMessage): number {
  const calls = (message.tool_calls ?? []).reduce((sum, call) => sum + [...call.function.name].length + [...call.function.arguments].length, 0);
  return [...message.content].length + calls;
}
