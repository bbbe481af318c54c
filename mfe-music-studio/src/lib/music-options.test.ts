import { tempoFrom } from './music-options';

describe(tempoFrom.name, () => {
  it('keeps a tempo from 60 to 180 and falls back to 120 when it is not a number', () => {
    expect(tempoFrom('95')).toBe(95);
    expect(tempoFrom('fast')).toBe(120);
    expect(tempoFrom('')).toBe(120);
    expect(tempoFrom('12e')).toBe(120);
    expect(tempoFrom('300')).toBe(180);
    expect(tempoFrom('20')).toBe(60);
    expect(tempoFrom('99.6')).toBe(100);
  });
});
