import { diffProjects } from './file-diff';

describe('diffProjects', () => {
  it('lists added, removed and modified files with line counts, leaving unchanged ones out', () => {
    const before = [
      { path: 'index.html', content: '<h1>Hi</h1>\n' },
      { path: 'styles.css', content: 'a\nb\nc\n' },
      { path: 'old.js', content: 'x\n' },
    ];
    const after = [
      { path: 'index.html', content: '<h1>Hi</h1>\n' },
      { path: 'styles.css', content: 'a\nB\nc\n' },
      { path: 'new.js', content: 'y\n' },
    ];
    const diffs = diffProjects(before, after);
    expect(diffs.map((diff) => [diff.path, diff.change, diff.added, diff.removed])).toEqual([
      ['new.js', 'added', 1, 0],
      ['old.js', 'removed', 0, 1],
      ['styles.css', 'modified', 1, 1],
    ]);
    expect(diffs[2].lines).toEqual([
      { kind: 'hunk', text: '@@ -1,3 +1,3 @@' },
      { kind: 'context', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'context', text: 'c' },
    ]);
  });
});
