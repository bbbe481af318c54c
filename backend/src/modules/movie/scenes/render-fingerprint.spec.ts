import { type SceneRenderSource, renderFingerprint, renderIsCurrent } from './render-fingerprint';
import type { CastMember } from './scene-cast';

const mara: CastMember = { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.', avatarAssetId: null };
const vex: CastMember = { id: 'char_2', name: 'Vex', role: 'Bad Guy', bio: 'Runs the city at night.', avatarAssetId: 'a1' };
const offline: SceneRenderSource = { sceneNumber: 2, prompt: 'Mara races Vex across the rooftops.', durationSeconds: 50, cast: [mara, vex], provider: 'local' };
const provider: SceneRenderSource = { ...offline, provider: 'openai' };

describe(renderFingerprint.name, () => {
  it('is stable for the same inputs', () => {
    expect(renderFingerprint(offline)).toBe(renderFingerprint({ ...offline, cast: [{ ...mara }, { ...vex }] }));
    expect(renderFingerprint(offline)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('offline: ignores the bio, which no offline frame shows', () => {
    expect(renderFingerprint({ ...offline, cast: [{ ...mara, bio: 'Retired.' }, vex] })).toBe(renderFingerprint(offline));
  });

  it('offline: moves with the text, length, scene number, and each name, role and avatar drawn', () => {
    const before = renderFingerprint(offline);
    const changed: SceneRenderSource[] = [
      { ...offline, prompt: 'Mara waits.' },
      { ...offline, durationSeconds: 51 },
      { ...offline, sceneNumber: 3 },
      { ...offline, cast: [mara] },
      { ...offline, cast: [{ ...mara, name: 'Mira' }, vex] },
      { ...offline, cast: [{ ...mara, role: 'Neutral' }, vex] },
      { ...offline, cast: [mara, { ...vex, avatarAssetId: 'a2' }] },
    ];
    for (const source of changed) expect(renderFingerprint(source)).not.toBe(before);
  });

  it('a provider: the bio is in the prompt it is sent, so a bio edit moves it; the scene number does not', () => {
    expect(renderFingerprint({ ...provider, cast: [{ ...mara, bio: 'Retired.' }, vex] })).not.toBe(renderFingerprint(provider));
    expect(renderFingerprint({ ...provider, sceneNumber: 7 })).toBe(renderFingerprint(provider));
    expect(renderFingerprint(provider)).not.toBe(renderFingerprint(offline));
  });
});

describe(renderIsCurrent.name, () => {
  it('holds while the fingerprint is the same, and not without a render', () => {
    expect(renderIsCurrent(renderFingerprint(offline), { ...offline, cast: [{ ...mara, bio: 'Retired.' }, vex] })).toBe(true);
    expect(renderIsCurrent(renderFingerprint(offline), { ...offline, prompt: 'Mara waits.' })).toBe(false);
    expect(renderIsCurrent(null, offline)).toBe(false);
  });
});
