import { EngineError } from '../engine-error';
import { OpenAiTextEngine, STREAM_DONE, readCompletionChunk } from './openai-text.engine';

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
});
