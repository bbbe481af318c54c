import { describeTextProblem, findDisallowedText, isAllowedText } from './text-rules';

describe(isAllowedText.name, () => {
  it('allows any well-formed text, including tab, line breaks, emoji and other scripts', () => {
    for (const text of ['', 'plain', 'a\tb\r\nc', '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}', 'e\u0301', '日本語', '\u202eabc', 'a\u007f\u0085b']) {
      expect(isAllowedText(text)).toBe(true);
    }
  });

  it('refuses lone surrogates, NUL and other C0 controls, and noncharacters', () => {
    for (const text of ['a\ud800', '\udc00b', 'a\u0000b', '\u0007', '\u001b[31m', '\u000b', '\u000c', '\uffff', '\ufdd0', '\u{10ffff}']) {
      expect(isAllowedText(text)).toBe(false);
    }
  });
});

describe(findDisallowedText.name, () => {
  it('finds nothing in clean input', () => {
    expect(findDisallowedText({ message: 'hi\n', items: [{ name: 'ok' }], count: 3, flag: null })).toBeUndefined();
    expect(findDisallowedText(undefined, 'id')).toBeUndefined();
  });

  it('names the field holding a bad value, however deep', () => {
    expect(findDisallowedText({ message: 'a\u0000b' })).toEqual({ path: 'message', inName: false });
    expect(findDisallowedText({ items: [{ name: 'ok' }, { name: '\ud800' }] })).toEqual({ path: 'items[1].name', inName: false });
    expect(findDisallowedText('a\u0000', 'file')).toEqual({ path: 'file', inName: false });
  });

  it('checks property names too', () => {
    expect(findDisallowedText({ 'a\u0000': 1 })).toEqual({ path: '', inName: true });
    expect(findDisallowedText({ profile: { ['\udfff']: 1 } })).toEqual({ path: 'profile', inName: true });
  });

  it('walks without recursion', () => {
    const deep = JSON.parse('{"a":'.repeat(100_000) + '"\\u0000"' + '}'.repeat(100_000));
    expect(findDisallowedText(deep)?.inName).toBe(false);
  });
});

describe(describeTextProblem.name, () => {
  it('names the field and never echoes the text', () => {
    expect(describeTextProblem({ path: 'message', inName: false })).toBe('message contains a character that is not allowed');
    expect(describeTextProblem({ path: '', inName: true })).toBe('the request has a property name with a character that is not allowed');
    expect(describeTextProblem({ path: 'profile', inName: true })).toBe('profile has a property name with a character that is not allowed');
  });
});

describe('describeTextProblem with a long path', () => {
  it('cuts the path', () => {
    expect(describeTextProblem({ path: 'k'.repeat(500), inName: false })).toBe(`${'k'.repeat(100)}… contains a character that is not allowed`);
  });
});
