import { needsBeforeVersion } from './local-versions';
import { starterFiles } from './workspace/starter-projects';

const own = [{ path: 'index.html', content: '<h1>Mine</h1>' }];

describe(needsBeforeVersion.name, () => {
  it("keeps the user's own files before a turn, whatever the latest version is unless it is that turn's identical result", () => {
    expect(needsBeforeVersion(own, undefined)).toBe(true);
    expect(needsBeforeVersion(own, { kind: 'save', files: own })).toBe(true);
    expect(needsBeforeVersion(own, { kind: 'generation', files: [{ path: 'index.html', content: '<h1>Generated</h1>' }] })).toBe(true);
  });

  it('keeps nothing for an empty or starter project, or when the previous turn left exactly these files', () => {
    expect(needsBeforeVersion([], undefined)).toBe(false);
    expect(needsBeforeVersion(starterFiles('static'), undefined)).toBe(false);
    expect(needsBeforeVersion(starterFiles('python'), undefined)).toBe(false);
    expect(needsBeforeVersion(own, { kind: 'generation', files: [...own] })).toBe(false);
  });
});
