import { characterVoice, NARRATOR_VOICE, voiceFor } from './narration-voices';

describe('narration voices', () => {
  it('gives a character the same voice every time, from its id alone', () => {
    expect(characterVoice('7b1c0f1e-1111-4c8e-9d3a-0a0b0c0d0e0f')).toEqual(characterVoice('7b1c0f1e-1111-4c8e-9d3a-0a0b0c0d0e0f'));
    expect(voiceFor({ id: 'abc' })).toEqual(characterVoice('abc'));
  });

  it('gives characters voices other than the narrator, and different characters different voices', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `character-${i}`);
    const voices = ids.map((id) => characterVoice(id));
    expect(voices.some((voice) => voice.voice === NARRATOR_VOICE.voice)).toBe(false);
    expect(new Set(voices.map((voice) => voice.voice)).size).toBeGreaterThan(4);
    expect(voiceFor(null)).toEqual(NARRATOR_VOICE);
  });
});
