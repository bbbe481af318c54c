import { concatList, conformedSceneKey, creditsKey, exportFingerprint, needsConforming, titleCardKey } from './export-plan';

const material = {
  title: 'Last Delivery',
  logline: 'One night.',
  cast: [{ name: 'Mara', role: 'Good Guy' as const }],
  sceneAssetIds: ['a', 'b'],
  format: 'mp4',
  width: 1280,
  height: 720,
};

describe(exportFingerprint.name, () => {
  it('stays the same for the same movie and moves with anything the film shows', () => {
    const before = exportFingerprint(material);
    expect(exportFingerprint({ ...material, sceneAssetIds: ['a', 'b'] })).toBe(before);
    expect(exportFingerprint({ ...material, sceneAssetIds: ['b', 'a'] })).not.toBe(before);
    expect(exportFingerprint({ ...material, title: 'Late Delivery' })).not.toBe(before);
    expect(exportFingerprint({ ...material, cast: [{ name: 'Mara', role: 'Neutral' }] })).not.toBe(before);
    expect(exportFingerprint({ ...material, height: 1080, width: 1920 })).not.toBe(before);
  });
});

describe('clip keys', () => {
  it('reuse a title card or credits only for the same text and format', () => {
    expect(titleCardKey('T', 'L', 'f1')).toBe(titleCardKey('T', 'L', 'f1'));
    expect(titleCardKey('T', 'L', 'f1')).not.toBe(titleCardKey('T', 'L', 'f2'));
    expect(titleCardKey('T', 'L', 'f1')).not.toBe(titleCardKey('T', 'L2', 'f1'));
    expect(creditsKey('T', [{ name: 'A', role: 'Neutral' }], 'f')).not.toBe(creditsKey('T', [{ name: 'A', role: 'Bad Guy' }], 'f'));
    expect(conformedSceneKey('a', 'f')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe(needsConforming.name, () => {
  it('re-encodes only scenes whose clip format differs from the movie', () => {
    const scene = { kind: 'scene' as const, sceneId: 's', assetId: 'a', seconds: 5 };
    expect(needsConforming({ ...scene, format: 'f' }, 'f')).toBe(false);
    expect(needsConforming({ ...scene, format: 'g' }, 'f')).toBe(true);
    expect(needsConforming({ ...scene, format: null }, 'f')).toBe(true);
    expect(needsConforming({ kind: 'title', key: 'k' }, 'f')).toBe(false);
  });
});

describe(concatList.name, () => {
  it("quotes each file for the concat demuxer, quotes inside names included", () => {
    expect(concatList(['/tmp/a.mp4', "/tmp/it's.mp4"])).toBe("file '/tmp/a.mp4'\nfile '/tmp/it'\\''s.mp4'\n");
  });
});
