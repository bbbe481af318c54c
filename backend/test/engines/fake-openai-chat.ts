import { instanceOfSchema } from '../../src/engines/local/json-schema-instance';

export const STREAMED_PIECES = ['Hello', ', ', 'wörld', '!'];
/** The id of the fake's tool call for choice `index`, and the text in the JSON it writes for a schema. */
export const fakeToolCallId = (index: number) => `call_fake_${index + 1}`;
export const FAKE_JSON_LABEL = 'fake upstream';
/** A log probability the fake gives every piece. */
export const FAKE_LOGPROB = -0.25;

interface FakeChatRequest {
  n?: number;
  logprobs?: boolean;
  messages: Array<{ role: string; content: unknown }>;
  tools?: Array<{ type: string; function: { name: string; parameters?: Record<string, unknown> } }>;
  tool_choice?: unknown;
  response_format?: { type: string; json_schema?: { schema?: Record<string, unknown> } };
}

/** What one choice says, as the pieces it streams. */
export interface FakeChoice {
  pieces: string[];
  toolCall?: { id: string; name: string; argumentPieces: string[] };
  finishReason: 'stop' | 'tool_calls';
}

/** Cuts a text into pieces of at most 8 characters, so a client must reassemble it. */
const piecesOf = (text: string): string[] => [...text].reduce<string[]>((pieces, character, index) => {
  if (index % 8 === 0) pieces.push('');
  pieces[pieces.length - 1] += character;
  return pieces;
}, []);

/**
 * The fake upstream's Chat Completions behaviour, deterministic so SDK tests can assert on it exactly. For each
 * of `n` choices (index i):
 * - `tools` given, `tool_choice` not "none", and the last message from the user: a call of the first tool (or
 *   the one tool_choice names), id `call_fake_<i+1>`, arguments JSON valid against its `parameters` (made by the
 *   offline engine's schema generator, first free string "fake upstream"), finish_reason `tool_calls`;
 *   streamed as OpenAI does: the id, type and name first, then the arguments in pieces of 8 characters.
 * - the last message a `tool` result: `The tool said: <its content>`, finish_reason `stop`.
 * - `response_format` json_schema: JSON valid against the schema (same generator, variant i); json_object:
 *   `{"fake":true,"choice":i}`.
 * - otherwise STREAMED_PIECES, with ` (choice <i+1>)` appended for i > 0.
 * With `logprobs: true` every content piece carries one logprobs entry (the piece as token, FAKE_LOGPROB).
 */
export function fakeChoices(request: FakeChatRequest): FakeChoice[] {
  const last = request.messages[request.messages.length - 1];
  const count = request.n ?? 1;
  return Array.from({ length: count }, (_, index): FakeChoice => {
    const tools = request.tools ?? [];
    if (tools.length > 0 && request.tool_choice !== 'none' && last?.role === 'user') {
      const named = (request.tool_choice as { function?: { name?: string } } | undefined)?.function?.name;
      const tool = tools.find((candidate) => candidate.function.name === named) ?? tools[0];
      const args = JSON.stringify(instanceOfSchema(tool.function.parameters ?? { type: 'object' }, { label: FAKE_JSON_LABEL, variant: index }));
      return { pieces: [], toolCall: { id: fakeToolCallId(index), name: tool.function.name, argumentPieces: piecesOf(args) }, finishReason: 'tool_calls' };
    }
    if (last?.role === 'tool') return { pieces: piecesOf(`The tool said: ${String(last.content)}`), finishReason: 'stop' };
    const format = request.response_format;
    if (format?.type === 'json_schema') {
      return { pieces: piecesOf(JSON.stringify(instanceOfSchema(format.json_schema?.schema ?? {}, { label: FAKE_JSON_LABEL, variant: index }))), finishReason: 'stop' };
    }
    if (format?.type === 'json_object') return { pieces: piecesOf(JSON.stringify({ fake: true, choice: index })), finishReason: 'stop' };
    return { pieces: index === 0 ? STREAMED_PIECES : [...STREAMED_PIECES, ` (choice ${index + 1})`], finishReason: 'stop' };
  });
}

const logprobsOf = (piece: string) => ({ content: [{ token: piece, logprob: FAKE_LOGPROB, bytes: [...Buffer.from(piece)], top_logprobs: [] }], refusal: null });

/** The choices as `chat.completion.chunk` frames (without the final [DONE]). */
export function fakeChunks(request: FakeChatRequest, choices: FakeChoice[]): string {
  const event = (index: number, delta: object, extra: object = {}) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index, delta, logprobs: null, finish_reason: null, ...extra }] })}\n\n`;
  return choices
    .map((choice, index) => {
      const frames = [event(index, { role: 'assistant', content: '' })];
      for (const piece of choice.pieces) frames.push(event(index, { content: piece }, request.logprobs ? { logprobs: logprobsOf(piece) } : {}));
      if (choice.toolCall) {
        const { id, name, argumentPieces } = choice.toolCall;
        frames.push(event(index, { tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }));
        for (const piece of argumentPieces) frames.push(event(index, { tool_calls: [{ index: 0, function: { arguments: piece } }] }));
      }
      frames.push(event(index, {}, { finish_reason: choice.finishReason }));
      return frames.join('');
    })
    .join('');
}

/** The choices as one `chat.completion` answer. */
export function fakeCompletion(request: FakeChatRequest, choices: FakeChoice[]): object {
  return {
    id: 'c1',
    object: 'chat.completion',
    choices: choices.map((choice, index) => ({
      index,
      message: {
        role: 'assistant',
        content: choice.toolCall ? null : choice.pieces.join(''),
        ...(choice.toolCall
          ? { tool_calls: [{ id: choice.toolCall.id, type: 'function', function: { name: choice.toolCall.name, arguments: choice.toolCall.argumentPieces.join('') } }] }
          : {}),
      },
      logprobs: request.logprobs ? { content: choice.pieces.flatMap((piece) => logprobsOf(piece).content), refusal: null } : null,
      finish_reason: choice.finishReason,
    })),
  };
}
