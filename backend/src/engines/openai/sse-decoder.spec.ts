import { SseDecoder } from './sse-decoder';

const feed = (decoder: SseDecoder, chunks: string[]) => chunks.flatMap((chunk) => decoder.push(chunk));

describe(SseDecoder.name, () => {
  it('yields each event once its blank line arrives, whatever the chunk boundaries', () => {
    const stream = 'data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n';
    const expected = ['{"a":1}', '{"b":2}', '[DONE]'];
    for (let size = 1; size <= stream.length; size++) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(feed(new SseDecoder(), chunks)).toEqual(expected);
    }
  });

  it('handles CRLF split between chunks without inventing an empty event', () => {
    const decoder = new SseDecoder();
    expect(feed(decoder, ['data: one\r', '\n\r', '\ndata: two\r\n\r\n'])).toEqual(['one', 'two']);
  });

  it('joins multi-line data, and skips comments and other fields', () => {
    const decoder = new SseDecoder();
    expect(decoder.push(': keep-alive\n\nevent: message\nid: 7\ndata: first\ndata:second\n\n')).toEqual([
      'first\nsecond',
    ]);
  });

  it('delivers a last event that the server did not terminate', () => {
    const decoder = new SseDecoder();
    expect(decoder.push('data: tail')).toEqual([]);
    expect(decoder.end()).toEqual(['tail']);
  });
});
