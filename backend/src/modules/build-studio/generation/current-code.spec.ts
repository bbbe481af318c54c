import { formatCurrentCode, parseCurrentCode } from './current-code';

describe(parseCurrentCode.name, () => {
  it('round-trips files, Markdown with its own fences included', () => {
    const files = [
      { path: 'index.html', content: '<h1>Hi</h1>\n<p>there</p>' },
      { path: 'README.md', content: '# Readme\n\n```sh\nnpm start\n```\n' },
      { path: 'empty.txt', content: '' },
    ];
    expect(parseCurrentCode(formatCurrentCode(files))).toEqual(files);
  });

  it('takes text without headings as index.html', () => {
    expect(parseCurrentCode('<h1>Old single file</h1>')).toEqual([{ path: 'index.html', content: '<h1>Old single file</h1>' }]);
    expect(parseCurrentCode('  ')).toEqual([]);
  });

  it('reads a file whose closing fence is missing to the end', () => {
    expect(parseCurrentCode('### a.js\n```js\nconst a = 1;')).toEqual([{ path: 'a.js', content: 'const a = 1;' }]);
  });
});
