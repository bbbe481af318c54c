import { parseSrt, subtitleTime, toSrt, toWebVtt } from './subtitle-files';

describe('subtitle files', () => {
  it('writes times as WebVTT and SRT spell them', () => {
    expect(subtitleTime(1, '.')).toBe('00:00:01.000');
    expect(subtitleTime(1, ',')).toBe('00:00:01,000');
    expect(subtitleTime(3723.4567, '.')).toBe('01:02:03.457');
  });

  it('writes WebVTT with its header and markup characters escaped', () => {
    const vtt = toWebVtt([
      { start: 1, end: 2.5, text: 'Tom & Jerry <run>' },
      { start: 3, end: 4, text: 'Line\n\nbreak --> here' },
    ]);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nTom &amp; Jerry &lt;run&gt;\n\n2\n00:00:03.000 --> 00:00:04.000\nLine break → here\n');
  });

  it('writes numbered SRT blocks with no tags and no blank line inside a cue, and reads them back', () => {
    const cues = [
      { start: 0.5, end: 1.75, text: 'Hello <i>there</i>' },
      { start: 61, end: 62.001, text: 'Two\n\nlines' },
    ];
    const srt = toSrt(cues);
    expect(srt).toBe('1\n00:00:00,500 --> 00:00:01,750\nHello ‹i›there‹/i›\n\n2\n00:01:01,000 --> 00:01:02,001\nTwo lines\n');
    expect(parseSrt(srt)).toEqual([
      { start: 0.5, end: 1.75, text: 'Hello ‹i›there‹/i›' },
      { start: 61, end: 62.001, text: 'Two lines' },
    ]);
  });
});
