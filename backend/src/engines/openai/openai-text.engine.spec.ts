import { EngineError } from '../engine-error';
import type { OpenAiClient, OpenAiRequest } from './openai-client';
import { OpenAiTextEngine, STREAM_DONE, readChatChunk, readCompletionChunk } from './openai-text.engine';

/** A client that answers every JSON call with `answer` and keeps what it was asked. */
function clientAnswering(answer: unknown): { client: OpenAiClient; asked: OpenAiRequest[] } {
  const asked: OpenAiRequest[] = [];
  const client = { json: async (request: OpenAiRequest) => (asked.push(request), answer) } as unknown as OpenAiClient;
  return { client, asked };
}

describe(OpenAiTextEngine.name, () => {
  describe(readCompletionChunk.name, () => {
    it('reads the delta content, ignores role-only chunks and recognises the end marker', () => {
      expect(readCompletionChunk('{"choices":[{"delta":{"content":"Hel"}}]}')).toBe('Hel');
      expect(readCompletionChunk('{"choices":[{"delta":{"role":"assistant"}}]}')).toBeNull();
      expect(readCompletionChunk('{"choices":[]}')).toBeNull();
      expect(readCompletionChunk('[DONE]')).toBe(STREAM_DONE);
    });

    it('turns an error sent inside the stream, or a broken chunk, into a provider error', () => {
      expect(() => readCompletionChunk('{"error":{"message":"model overloaded"}}')).toThrow(
        expect.objectContaining({ kind: 'provider', message: 'model overloaded' }),
      );
      expect(() => readCompletionChunk('{"choices":')).toThrow(EngineError);
    });
  });

  describe(readChatChunk.name, () => {
    it("reads every choice's text, tool-call pieces, logprobs and finish reason, skipping empty deltas", () => {
      const chunk = {
        choices: [
          { index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null },
          { index: 1, delta: { tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'f', arguments: '' } }] } },
          { index: 2, delta: { content: 'Hi' }, logprobs: { content: [{ token: 'Hi', logprob: -0.1 }] } },
          { index: 3, delta: {}, finish_reason: 'tool_calls' },
        ],
      };
      expect(readChatChunk(JSON.stringify(chunk))).toEqual([
        { choice: 1, toolCalls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'f', arguments: '' } }] },
        { choice: 2, content: 'Hi', logprobs: [{ token: 'Hi', logprob: -0.1 }] },
        { choice: 3, finishReason: 'tool_calls' },
      ]);
      expect(readChatChunk('[DONE]')).toBe(STREAM_DONE);
    });
  });

  describe('complete', () => {
    it('asks for one non-streamed completion and returns its message', async () => {
      const { client, asked } = clientAnswering({ choices: [{ message: { role: 'assistant', content: 'Fresh bread daily.' } }] });
      const reply = await new OpenAiTextEngine(client, 'gpt-test').complete([{ role: 'user', content: 'Bakery line' }]);
      expect(reply).toBe('Fresh bread daily.');
      expect(asked).toEqual([
        { path: '/chat/completions', json: { model: 'gpt-test', messages: [{ role: 'user', content: 'Bakery line' }] }, signal: undefined },
      ]);
    });

    it('turns an error answer, or one without a message, into a provider error', async () => {
      await expect(new OpenAiTextEngine(clientAnswering({ error: { message: 'model overloaded' } }).client, 'm').complete([])).rejects.toEqual(
        expect.objectContaining({ kind: 'provider', message: 'model overloaded' }),
      );
      await expect(new OpenAiTextEngine(clientAnswering({ choices: [] }).client, 'm').complete([])).rejects.toBeInstanceOf(EngineError);
    });
  });
});
