import { resample, speakableText, wordsPerMinuteFor } from './guide-vocal';

describe('guide vocal text and timing', () => {
  it('reads lyric lines as one utterance with pauses, never as a command-line option', () => {
    expect(speakableText('-v de\nSecond line\n\n  third  ')).toBe(' -v de, Second line, third');
  });

  it('speaks fast enough for the words to fit the section, within an intelligible range', () => {
    expect(wordsPerMinuteFor('one two three four five six seven eight nine ten', 4)).toBe(176);
    expect(wordsPerMinuteFor('hi', 30)).toBe(120);
    expect(wordsPerMinuteFor('word '.repeat(200), 10)).toBe(260);
  });

  it('resamples 22.05 kHz speech to the stems’ 44.1 kHz', () => {
    const out = resample(Float32Array.of(0, 1, 0), 22_050, 44_100);
    expect([...out]).toEqual([0, 0.5, 1, 0.5, 0, 0]);
  });
});
