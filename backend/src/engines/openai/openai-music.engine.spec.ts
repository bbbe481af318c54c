import { EngineError } from '../engine-error';
import type { OpenAiClient, OpenAiRequest } from './openai-client';
import { OpenAiMusicEngine, jsonOfAnswer, lyricsOfAnswer } from './openai-music.engine';

const answer = (content: string) => ({ choices: [{ message: { content } }] });

function fakeClient(content: string): { client: OpenAiClient; requests: OpenAiRequest[] } {
  const requests: OpenAiRequest[] = [];
  const client = { json: async (request: OpenAiRequest) => (requests.push(request), answer(content)) } as unknown as OpenAiClient;
  return { client, requests };
}

describe(OpenAiMusicEngine.name, () => {
  it('reads the JSON a model answers, fenced or not', () => {
    expect(jsonOfAnswer(answer('```json\n{"a": 1}\n```'))).toEqual({ a: 1 });
    expect(() => jsonOfAnswer(answer('no json here'))).toThrow(EngineError);
    expect(() => jsonOfAnswer({ choices: [] })).toThrow(EngineError);
  });

  it('keeps the sections that fit the studio: known types, bounded text', () => {
    const lyrics = lyricsOfAnswer(
      { title: 'Ocean', sections: [{ type: 'Verse', content: ' Waves\nagain ' }, { type: 'solo', content: 'x'.repeat(2000) }, { type: 'chorus', content: '' }] },
      'fallback',
    );
    expect(lyrics.title).toBe('Ocean');
    expect(lyrics.sections).toEqual([
      { type: 'verse', content: 'Waves\nagain' },
      { type: 'verse', content: 'x'.repeat(1000) },
    ]);
    expect(() => lyricsOfAnswer({ sections: [] }, 't')).toThrow(EngineError);
  });

  it('asks the configured model for lyrics and labels them with it', async () => {
    const { client, requests } = fakeClient('{"title":"Tide","sections":[{"type":"chorus","content":"Rise"}]}');
    const engine = new OpenAiMusicEngine(client, 'songwriter-1');

    const lyrics = await engine.writeLyrics({ prompt: 'the sea', genre: 'jazz', mood: 'chill', projectType: 'single' });

    expect(lyrics).toMatchObject({ title: 'Tide', sections: [{ type: 'chorus', content: 'Rise' }], engine: { provider: 'openai', model: 'songwriter-1' } });
    expect(requests[0]).toMatchObject({ path: '/chat/completions', json: { model: 'songwriter-1' } });
    expect(JSON.stringify(requests[0].json)).toContain('the sea');
  });

  it("composes with the model's chords where tonal can read them, the offline harmony elsewhere", async () => {
    const { client } = fakeClient('{"verse":["Dm7","G7","Cmaj7","Bogus!"],"chorus":"not a list"}');
    const engine = new OpenAiMusicEngine(client, 'composer-1');

    const song = await engine.compose({ genre: 'pop', mood: 'upbeat', key: 'C', tempo: 100, lengthMinutes: 2, lyrics: [], seed: 1 });

    const verse = song.sections.find((section) => section.type === 'verse');
    const chorus = song.sections.find((section) => section.type === 'chorus');
    expect(verse?.chords.slice(0, 3)).toEqual(['Dm7', 'G7', 'Cmaj7']);
    expect(chorus?.chords.slice(0, 4)).toEqual(['F', 'C', 'G', 'Am']);
  });
});
