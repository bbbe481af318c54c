import { sceneProgress } from './scene-progress';

describe('sceneProgress', () => {
  it('is the job progress for a job of one scene', () => {
    expect(sceneProgress(42, 0, 1)).toBe(42);
  });

  it('gives each scene of a batch its share, in order', () => {
    expect([0, 1, 2].map((index) => sceneProgress(50, index, 3))).toEqual([100, 50, 0]);
    expect([0, 1].map((index) => sceneProgress(25, index, 2))).toEqual([50, 0]);
    expect([0, 1].map((index) => sceneProgress(99, index, 2))).toEqual([100, 98]);
  });
});
