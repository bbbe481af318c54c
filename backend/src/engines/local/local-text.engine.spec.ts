import type { ChatMessage } from '../text-engine';
import { LocalTextEngine } from './local-text.engine';

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
    expect(first).toContain('"watercolour"');
  });

  it('answers a request for code with a fenced block in the language asked for', async () => {
    const reply = (await collect(engine.stream(ask('Write a python function to sort invoices by date')))).join('');
    expect(reply).toMatch(/```python\ndef [a-z_]+\(items\):[\s\S]+\n```/);
    expect(reply).toContain('sort_invoices_date');
  });

  it('greets back, and uses the key words of other requests', async () => {
    expect((await collect(engine.stream(ask('Hello!')))).join('')).toMatch(/^(Hello|Hi|Hey)/);
    expect((await collect(engine.stream(ask('A poem about autumn lanterns')))).join('')).toContain('"autumn"');
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
