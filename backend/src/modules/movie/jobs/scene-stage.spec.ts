import { sceneStage } from './scene-render.runner';

describe(sceneStage.name, () => {
  it('names the scene, and its place when the job renders several', () => {
    expect(sceneStage(3, 0, 1, 'Rendering')).toBe('Scene 3: Rendering');
    expect(sceneStage(12, 1, 4, 'Saving')).toBe('Scene 12 (2 of 4): Saving');
    expect(sceneStage(24, 23, 24, 'Rendering').length).toBeLessThanOrEqual(120);
  });
});
