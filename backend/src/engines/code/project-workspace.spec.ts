import { contentChecksum } from './content-checksum';
import { operationsBetween, unifiedDiff } from './diff-operations';
import { ProjectWorkspace } from './project-workspace';

const LIMITS = { maxFiles: 4, maxTotalBytes: 1_000 };
const css = 'header {\n  background: white;\n}\n\nmain {\n  padding: 1rem;\n}\n';

describe(ProjectWorkspace.name, () => {
  const workspace = () =>
    new ProjectWorkspace(
      [
        { path: 'index.html', content: '<h1>Hi</h1>\n' },
        { path: 'styles.css', content: css },
      ],
      LIMITS,
    );

  it('applies a unified diff to the one file it names and reports the checksum of the result', () => {
    const files = workspace();
    const changed = css.replace('white', 'blue');

    const result = files.apply({ op: 'patch', path: './styles.css', diff: unifiedDiff('styles.css', css, changed) });

    expect(result).toEqual({ ok: true, operation: expect.objectContaining({ path: 'styles.css' }), checksum: contentChecksum(changed) });
    expect(files.read('styles.css')).toBe(changed);
    expect(files.read('index.html')).toBe('<h1>Hi</h1>\n');
  });

  it('leaves the file alone and says the patch failed when its context does not match', () => {
    const files = workspace();
    const diff = unifiedDiff('styles.css', 'footer {\n  color: red;\n}\n', 'footer {\n  color: blue;\n}\n');

    expect(files.apply({ op: 'patch', path: 'styles.css', diff })).toEqual({
      ok: false,
      reason: 'The change to styles.css did not apply.',
      patchFailed: true,
    });
    expect(files.read('styles.css')).toBe(css);
  });

  it('treats text that is not a diff as a failed patch, not a crash', () => {
    expect(workspace().apply({ op: 'patch', path: 'styles.css', diff: '@@ nonsense' })).toMatchObject({ ok: false, patchFailed: true });
  });

  it('writes, renames and deletes with normalised paths', () => {
    const files = workspace();
    expect(files.apply({ op: 'write', path: 'js//app.js', content: 'console.log(1);\n' })).toMatchObject({ ok: true, operation: { path: 'js/app.js' } });
    expect(files.apply({ op: 'rename', from: 'js/app.js', to: 'scripts/app.js' })).toMatchObject({ ok: true });
    expect(files.apply({ op: 'delete', path: 'index.html' })).toMatchObject({ ok: true, checksum: null });
    expect(files.list().map((file) => file.path)).toEqual(['styles.css', 'scripts/app.js']);
  });

  it('refuses paths outside the project and renames onto an existing file', () => {
    const files = workspace();
    expect(files.apply({ op: 'write', path: '../escape.js', content: '' })).toEqual({
      ok: false,
      reason: 'The path "../escape.js" leaves the project folder ("..").',
    });
    expect(files.apply({ op: 'rename', from: 'index.html', to: 'styles.css' })).toEqual({ ok: false, reason: 'A file styles.css already exists.' });
  });

  it('keeps the file count and total size within the limits', () => {
    const files = workspace();
    files.apply({ op: 'write', path: 'a.txt', content: 'a' });
    files.apply({ op: 'write', path: 'b.txt', content: 'b' });
    expect(files.apply({ op: 'write', path: 'c.txt', content: 'c' })).toEqual({ ok: false, reason: 'A project holds at most 4 files.' });
    expect(files.apply({ op: 'write', path: 'a.txt', content: 'x'.repeat(1_000) })).toEqual({ ok: false, reason: 'A project holds at most 0 KB of files.' });
    expect(files.totalBytes).toBe(Buffer.byteLength(`<h1>Hi</h1>\n${css}ab`));
  });
});

describe(operationsBetween.name, () => {
  it('touches only what changed: a patch for an edited file, nothing for the others', () => {
    const stylesheet = `${css}${'.card {\n  margin: 0;\n}\n'.repeat(20)}`;
    const before = [
      { path: 'index.html', content: '<h1>Hi</h1>\n'.repeat(20) },
      { path: 'styles.css', content: stylesheet },
    ];
    const after = [before[0], { path: 'styles.css', content: stylesheet.replace('white', 'blue') }];

    const operations = operationsBetween(before, after);

    expect(operations).toEqual([{ op: 'patch', path: 'styles.css', diff: expect.stringContaining('+  background: blue;') }]);
  });

  it('writes a small file whole when its patch would be larger than the file', () => {
    expect(operationsBetween([{ path: 'a.css', content: 'a{}' }], [{ path: 'a.css', content: 'b{}' }])).toEqual([
      { op: 'write', path: 'a.css', content: 'b{}' },
    ]);
  });

  it('writes new files, deletes missing ones and recognises a move as a rename', () => {
    const before = [
      { path: 'a.js', content: 'one' },
      { path: 'b.js', content: 'two' },
    ];
    const after = [
      { path: 'lib/a.js', content: 'one' },
      { path: 'c.js', content: 'three' },
    ];

    expect(operationsBetween(before, after)).toEqual([
      { op: 'rename', from: 'a.js', to: 'lib/a.js' },
      { op: 'write', path: 'c.js', content: 'three' },
      { op: 'delete', path: 'b.js' },
    ]);
  });

  it('round-trips: the operations applied to the old files give the new ones', () => {
    const before = [
      { path: 'index.html', content: '<main>\n<p>one</p>\n</main>\n' },
      { path: 'old.css', content: 'p{}' },
    ];
    const after = [
      { path: 'index.html', content: '<main>\n<p>one</p>\n<p>two</p>\n</main>\n' },
      { path: 'new.css', content: 'p{color:red}' },
    ];
    const files = new ProjectWorkspace(before, { maxFiles: 10, maxTotalBytes: 10_000 });
    for (const operation of operationsBetween(before, after)) expect(files.apply(operation)).toMatchObject({ ok: true });
    expect(files.list()).toEqual(after);
  });
});
