import { GAP_SECONDS, joinCues, LEAD_IN_SECONDS, TAIL_SECONDS, timeCues } from './subtitle-cues';

describe('timeCues', () => {
  it('shows each cue exactly while its line is spoken, after a lead-in, with a gap between lines', () => {
    const { cues, seconds } = timeCues([
      { text: 'One.', seconds: 1.25 },
      { text: 'Two.', seconds: 2 },
    ]);
    expect(cues).toEqual([
      { start: LEAD_IN_SECONDS, end: LEAD_IN_SECONDS + 1.25, text: 'One.' },
      { start: LEAD_IN_SECONDS + 1.25 + GAP_SECONDS, end: LEAD_IN_SECONDS + 3.25 + GAP_SECONDS, text: 'Two.' },
    ]);
    expect(seconds).toBeCloseTo(LEAD_IN_SECONDS + 3.25 + GAP_SECONDS + TAIL_SECONDS, 6);
  });

  it('answers no cues and no length for nothing to say', () => {
    expect(timeCues([])).toEqual({ cues: [], seconds: 0 });
  });
});

describe('joinCues', () => {
  it('shifts each clip’s cues by where the clip starts', () => {
    expect(
      joinCues([
        { offset: 0, cues: [] },
        { offset: 4, cues: [{ start: 0.5, end: 1.5, text: 'A' }] },
        { offset: 10.04, cues: [{ start: 0.5, end: 2, text: 'B' }] },
      ]),
    ).toEqual([
      { start: 4.5, end: 5.5, text: 'A' },
      { start: 10.54, end: 12.04, text: 'B' },
    ]);
  });
});
