import { TARGET_LENGTHS } from '../movie.constants';
import { SCENES_FOR_LENGTH, scenePlan } from './scene-plan';

describe(scenePlan.name, () => {
  it.each(TARGET_LENGTHS.map((minutes) => [minutes]))('splits %i minutes into scenes that add up to exactly that length', (minutes) => {
    const plan = scenePlan(minutes);

    expect(plan.durations).toHaveLength(SCENES_FOR_LENGTH[minutes]);
    expect(plan.durations.reduce((sum, seconds) => sum + seconds, 0)).toBe(minutes * 60);
    expect(Math.max(...plan.durations) - Math.min(...plan.durations)).toBeLessThanOrEqual(1);
  });

  it('keeps every scene at most 2.5 minutes and the grid at most 24 cards', () => {
    for (const minutes of TARGET_LENGTHS) {
      const plan = scenePlan(minutes);
      expect(plan.sceneCount).toBeLessThanOrEqual(24);
      expect(Math.max(...plan.durations)).toBeLessThanOrEqual(150);
    }
  });

  it('gives the numbers the README documents', () => {
    expect(TARGET_LENGTHS.map((minutes) => [minutes, scenePlan(minutes).sceneCount, scenePlan(minutes).durations[0]])).toEqual([
      [5, 6, 50],
      [10, 10, 60],
      [20, 14, 86],
      [30, 18, 100],
      [60, 24, 150],
    ]);
  });
});
