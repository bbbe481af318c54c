import type { ChatCompletionMessageDto } from './dto/chat-completion-request.dto';
import { decodeImageUrl, imagesOf, toEngineMessages } from './chat-conversation';

describe('chat-conversation', () => {
  it('decodes base64 image data URLs and refuses anything the gateway would have to fetch', () => {
    expect(decodeImageUrl('data:image/png;base64,iVBORw0KGgo=').contentType).toBe('image/png');
    expect(() => decodeImageUrl('https://example.com/cat.png')).toThrow('remote URLs are not fetched');
    expect(() => decodeImageUrl('data:text/plain;base64,aGk=')).toThrow();
    expect(() => decodeImageUrl('data:image/png;base64,')).toThrow();
  });

  it('maps developer to system and puts each image description where the image was', () => {
    const messages = [
      { role: 'developer', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Compare' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,BBBB' } },
        ],
      },
    ] as ChatCompletionMessageDto[];
    expect(imagesOf(messages)).toHaveLength(2);
    expect(toEngineMessages(messages, ['a cat', 'a dog'])).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Compare\n[Image 1: a cat]\n[Image 2: a dog]' },
    ]);
  });

  it('refuses a conversation longer than the limit', () => {
    const long = [{ role: 'user', content: 'x'.repeat(32_001) }] as ChatCompletionMessageDto[];
    expect(() => toEngineMessages(long, [])).toThrow('at most 32,000 characters');
  });
});
