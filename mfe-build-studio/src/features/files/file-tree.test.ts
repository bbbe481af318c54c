import { buildTree, parentFolders } from './file-tree';
import { checkPath } from './path-rules';

describe('buildTree', () => {
  it('nests files in folders, folders first, alphabetical', () => {
    const tree = buildTree(['styles.css', 'index.html', 'src/routes/books.js', 'src/app.js', 'README.md']);
    expect(tree.map((node) => node.name)).toEqual(['src', 'index.html', 'README.md', 'styles.css']);
    const src = tree[0];
    expect(src.kind === 'folder' && src.children.map((node) => `${node.kind}:${node.path}`)).toEqual(['folder:src/routes', 'file:src/app.js']);
  });

  it('lists the folders holding a file', () => {
    expect(parentFolders('a/b/c.js')).toEqual(['a', 'a/b']);
    expect(parentFolders('c.js')).toEqual([]);
  });
});

describe('checkPath', () => {
  it('normalises a path and refuses what the server refuses', () => {
    expect(checkPath(' ./scripts//app.js ')).toEqual({ ok: true, path: 'scripts/app.js' });
    expect(checkPath('   ')).toEqual({ ok: false, message: 'Enter a file name.' });
    expect(checkPath('../x.js')).toMatchObject({ ok: false });
    expect(checkPath('/etc/passwd')).toMatchObject({ ok: false });
    expect(checkPath('a\u0000b')).toMatchObject({ ok: false });
    expect(checkPath(`${'a'.repeat(130)}/b`)).toMatchObject({ ok: false });
  });
});
