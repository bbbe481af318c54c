import type { BeatDto } from '@atelier/api-types';
import { stemHeadsOf, stemSourcesOf } from './stem-sources';

const beat = {
  stems: { drums: '/d.wav', bass: '/b.wav', melody: '/m.wav', chords: '/c.wav' },
  vocals: { url: '/v.wav' },
  previews: [
    {
      type: 'audio/webm; codecs=opus',
      stems: { drums: '/d.webm', bass: '/b.webm', melody: '/m.webm', chords: '/c.webm' },
      vocals: '/v.webm',
      heads: { seconds: 12, stems: { drums: '/dh.webm', bass: '/bh.webm', melody: '/mh.webm', chords: '/ch.webm' }, vocals: '/vh.webm' },
    },
  ],
} as unknown as BeatDto;

describe('stemSourcesOf', () => {
  it('loads the Opus previews first when the browser says it can play them, the WAVs behind them', () => {
    const asked: string[] = [];
    const sources = stemSourcesOf(beat, (type) => (asked.push(type), 'probably'));
    expect(asked).toEqual(['audio/webm; codecs=opus']);
    expect(sources).toEqual({ drums: ['/d.webm', '/d.wav'], bass: ['/b.webm', '/b.wav'], melody: ['/m.webm', '/m.wav'], chords: ['/c.webm', '/c.wav'], vocals: ['/v.webm', '/v.wav'] });
  });

  it('takes a "maybe" as a yes', () => {
    expect(stemSourcesOf(beat, () => 'maybe').drums).toEqual(['/d.webm', '/d.wav']);
  });

  it('loads the WAVs in a browser that cannot play the previews, and for a beat made before previews', () => {
    const wavs = { drums: ['/d.wav'], bass: ['/b.wav'], melody: ['/m.wav'], chords: ['/c.wav'], vocals: ['/v.wav'] };
    expect(stemSourcesOf(beat, () => '')).toEqual(wavs);
    expect(stemSourcesOf({ ...beat, previews: [] }, () => 'probably')).toEqual(wavs);
  });

  it('picks the first encoding the browser plays when there are several', () => {
    const aac = { type: 'audio/mp4; codecs="mp4a.40.2"', stems: { drums: '/d.m4a', bass: '/b.m4a', melody: '/m.m4a', chords: '/c.m4a' }, vocals: '/v.m4a', heads: null };
    const sources = stemSourcesOf({ ...beat, previews: [...beat.previews, aac] }, (type) => (type.startsWith('audio/mp4') ? 'probably' : ''));
    expect(sources.drums).toEqual(['/d.m4a', '/d.wav']);
  });
});

describe('stemHeadsOf', () => {
  it("gives each lane's head in the preview Play loads", () => {
    expect(stemHeadsOf(beat, () => 'probably')).toEqual({ drums: '/dh.webm', bass: '/bh.webm', melody: '/mh.webm', chords: '/ch.webm', vocals: '/vh.webm' });
  });

  it('gives none for the WAVs, a preview without heads, or a beat without a guide vocal (no vocal head)', () => {
    expect(stemHeadsOf(beat, () => '')).toEqual({});
    expect(stemHeadsOf({ ...beat, previews: [{ ...beat.previews[0], heads: null }] }, () => 'probably')).toEqual({});
    expect(stemHeadsOf({ ...beat, vocals: null }, () => 'probably').vocals).toBeUndefined();
  });
});
