import { describePlan, formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and seconds', () => {
    expect([0, 5, 50, 86, 150, 3600].map(formatDuration)).toEqual(['0:00', '0:05', '0:50', '1:26', '2:30', '60:00']);
  });

  it('describes a scene plan', () => {
    expect(describePlan({ scene_count: 14, scene_seconds: [86, 86, 85] })).toBe('14 scenes of about 1:26');
  });
});
