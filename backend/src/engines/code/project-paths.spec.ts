import { MAX_PATH_CHARACTERS, checkProjectPath, describePathProblem, extensionOf } from './project-paths';

describe(checkProjectPath.name, () => {
  it.each([
    ['index.html', 'index.html'],
    ['./src//app.js', 'src/app.js'],
    ['  styles/main.css  ', 'styles/main.css'],
    ['a/./b/c.py', 'a/b/c.py'],
    ['notes/ünïcode file.md', 'notes/ünïcode file.md'],
    ['.gitignore', '.gitignore'],
  ])('normalises %j to %j', (raw, path) => {
    expect(checkProjectPath(raw)).toEqual({ ok: true, path });
  });

  it.each([
    ['', 'empty'],
    ['./', 'empty'],
    ['/etc/passwd', 'absolute'],
    ['C:/x.txt', 'absolute'],
    ['\\\\server\\share', 'absolute'],
    ['../secret.txt', 'parent'],
    ['a/../../b', 'parent'],
    ['a\u0000b', 'control-character'],
    ['line\nbreak.js', 'control-character'],
    ['a\\b.js', 'reserved-character'],
    ['what?.js', 'reserved-character'],
    ['trailing./x', 'reserved-character'],
    [`${'n'.repeat(121)}.js`, 'name-too-long'],
    ['.atelier.sock', 'reserved-name'],
    ['.Atelier/x', 'reserved-name'],
  ])('refuses %j as %s', (raw, problem) => {
    expect(checkProjectPath(raw)).toEqual({ ok: false, problem });
  });

  it('refuses a path over the length limit and accepts one at it', () => {
    const atLimit = `${'a'.repeat(100)}/${'b'.repeat(100)}/${'c'.repeat(MAX_PATH_CHARACTERS - 202)}`;
    expect(checkProjectPath(atLimit)).toEqual({ ok: true, path: atLimit });
    expect(checkProjectPath(`${atLimit}x`)).toEqual({ ok: false, problem: 'too-long' });
  });

  it('describes a problem without echoing control characters', () => {
    expect(describePathProblem('../x', 'parent')).toBe('The path "../x" leaves the project folder ("..").');
    expect(describePathProblem('a\u0000b', 'control-character')).toBe('The path "a?b" contains a control character.');
  });
});

describe(extensionOf.name, () => {
  it('reads the extension of the file name only', () => {
    expect(extensionOf('src/app.JS')).toBe('js');
    expect(extensionOf('a.b/README')).toBe('');
    expect(extensionOf('.gitignore')).toBe('');
  });
});
