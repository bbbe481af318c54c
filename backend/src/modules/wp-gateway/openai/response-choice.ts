import type { ChoiceOutcome } from './chat-choices';
import type { OpenAiChoiceDto } from './dto/openai-responses.dto';

/**
 * A choice as OpenAI's `chat.completion` carries it: content null when the model only called tools (as OpenAI
 * answers), `tool_calls` only when there are some, logprobs only when the engine gave them.
 */
export function toResponseChoice(choice: ChoiceOutcome): OpenAiChoiceDto {
  const toolCalls = choice.toolCalls.filter(Boolean);
  return {
    index: choice.index,
    message: {
      role: 'assistant',
      content: toolCalls.length > 0 && !choice.content ? null : choice.content,
      refusal: null,
      ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
    },
    finish_reason: choice.finishReason,
    logprobs: choice.logprobs ? { content: choice.logprobs, refusal: null } : null,
  };
}
