import { splitCodeFences } from './split-code-fences';

describe(splitCodeFences.name, () => {
  it('keeps plain text whole', () => {
    expect(splitCodeFences('one\ntwo')).toEqual([{ kind: 'text', text: 'one\ntwo' }]);
  });

  it('splits text and a fenced block with its language', () => {
    expect(splitCodeFences('Look:\n```js\nlet a;\n```\nafter')).toEqual([
      { kind: 'text', text: 'Look:\n' },
      { kind: 'code', text: 'let a;', lang: 'js' },
      { kind: 'text', text: 'after' },
    ]);
  });

  it('treats a fence still being streamed as code to the end', () => {
    expect(splitCodeFences('x\n```\nfn()')).toEqual([
      { kind: 'text', text: 'x\n' },
      { kind: 'code', text: 'fn()' },
    ]);
  });
});
