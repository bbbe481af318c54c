import type { ChatMessage } from '../text-engine';
import { LocalTextEngine } from './local-text.engine';
import { OFFLINE_REPLY_NOTICE } from './reply-composer';

const ask = (content: string): ChatMessage[] => [{ role: 'user', content }];

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe(LocalTextEngine.name, () => {
  const engine = new LocalTextEngine();

  it('answers the same conversation with the same words every time', async () => {
    const first = (await collect(engine.stream(ask('What makes a good watercolour landscape?')))).join('');
    const second = (await collect(engine.stream(ask('What makes a good watercolour landscape?')))).join('');
    expect(second).toBe(first);
  });

  it('says it is a placeholder from the offline engine and how an operator connects a provider, echoing nothing', async () => {
    const reply = (await collect(engine.stream(ask('What makes a good watercolour landscape?')))).join('');
    expect(reply.startsWith(OFFLINE_REPLY_NOTICE)).toBe(true);
    expect(reply).toContain('ENGINE_TEXT=openai');
    expect(reply).toContain('"Connecting a real provider"');
    expect(reply).not.toMatch(/watercolour|landscape/i);
  });

  it('keeps later replies of a conversation short, still saying what they are', async () => {
    const later = (
      await collect(
        engine.stream([
          { role: 'user', content: 'Hello!' },
          { role: 'assistant', content: 'Offline engine: …' },
          { role: 'user', content: 'A poem about autumn lanterns' },
        ]),
      )
    ).join('');
    expect(later.startsWith(OFFLINE_REPLY_NOTICE)).toBe(true);
    expect(later).not.toContain('ENGINE_TEXT=openai');
    expect(later).not.toMatch(/autumn|lantern/i);
  });

  it('answers a request for code with a fixed, labelled sample in the language asked for', async () => {
    const reply = (await collect(engine.stream(ask('Write a python function to sort invoices by date')))).join('');
    expect(reply.startsWith(OFFLINE_REPLY_NOTICE)).toBe(true);
    expect(reply).toContain('No code was written for your request.');
    expect(reply).toMatch(/```python\ndef [a-z_]+\(items\):[\s\S]+\n```/);
    expect(reply).not.toMatch(/invoice/i);
  });

  it('says an attached image was only measured, not looked at', async () => {
    const reply = (
      await collect(engine.stream(ask('[Image context: cat.png]\n"cat.png" is a PNG image.\n[End of image context]\n\nWhat breed is it?')))
    ).join('');
    expect(reply).toContain('The attached image was only measured');
    expect(reply).not.toMatch(/breed|cat\.png/);
  });

  it('streams the reply as many word-sized pieces that add up to the whole reply', async () => {
    const pieces = await collect(engine.stream(ask('Tell me about the history of stained glass')));
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.every((piece) => piece.trim().split(/\s+/).length === 1)).toBe(true);
  });

  it('stops promptly when the caller aborts', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of engine.stream(ask('Explain how kilns fire pottery'), { signal: controller.signal })) {
          pieces.push(piece);
          if (pieces.length === 3) controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(pieces).toHaveLength(3);
  });
});
