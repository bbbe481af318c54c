import { createPatch } from 'diff';
import { contentChecksum } from '../../lib/checksum';
import { applyOperation, driftedFiles } from './apply-operation';

const css = 'header {\n  background: white;\n}\n\nmain {\n  padding: 1rem;\n}\n';
const blue = css.replace('white', 'blue');
const diff = createPatch('styles.css', css, blue);

describe('applyOperation', () => {
  it('applies a unified diff and checks the result against the server checksum', () => {
    const files = new Map([['styles.css', css]]);
    const result = applyOperation(files, { op: 'patch', path: 'styles.css', diff, checksum: contentChecksum(blue) }, new Map());
    expect(result).toEqual({ ok: true, change: { kind: 'set', path: 'styles.css', content: blue } });
    expect(files.get('styles.css')).toBe(blue);
  });

  it('leaves a file alone when the patch does not fit it, so it can be fetched whole', () => {
    const files = new Map([['styles.css', 'footer {}\n']]);
    const result = applyOperation(files, { op: 'patch', path: 'styles.css', diff, checksum: contentChecksum(blue) }, new Map());
    expect(result).toEqual({ ok: false, path: 'styles.css', reason: 'the change did not fit this copy of the file' });
    expect(files.get('styles.css')).toBe('footer {}\n');
  });

  it('takes a streamed write from the chunks that arrived, and refuses a damaged one', () => {
    const files = new Map<string, string>();
    const streamed = new Map([['a.js', 'const a = 1;']]);
    expect(applyOperation(files, { op: 'write', path: 'a.js', streamed: true, checksum: contentChecksum('const a = 1;') }, streamed)).toMatchObject({ ok: true });
    expect(applyOperation(files, { op: 'write', path: 'a.js', streamed: true, checksum: 'deadbeef' }, streamed)).toMatchObject({ ok: false });
    expect(applyOperation(files, { op: 'write', path: 'b.js', content: 'x', streamed: false, checksum: contentChecksum('x') }, streamed)).toMatchObject({ ok: true });
  });

  it('renames and deletes', () => {
    const files = new Map([['a.js', 'a'], ['b.js', 'b']]);
    expect(applyOperation(files, { op: 'rename', from: 'a.js', to: 'src/a.js', checksum: contentChecksum('a') }, new Map())).toEqual({
      ok: true,
      change: { kind: 'rename', from: 'a.js', to: 'src/a.js', content: 'a' },
    });
    applyOperation(files, { op: 'delete', path: 'b.js' }, new Map());
    expect([...files.keys()]).toEqual(['src/a.js']);
  });
});

describe('driftedFiles', () => {
  it('lists files whose content differs from the server, or that are missing', () => {
    const files = new Map([['a', 'x'], ['b', 'y']]);
    expect(driftedFiles(files, { a: contentChecksum('x'), b: contentChecksum('changed'), c: 'anything' })).toEqual(['b', 'c']);
  });
});
