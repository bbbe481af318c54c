import { parseRemotesJson } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

describe(parseRemotesJson.name, () => {
  it('keeps valid names and resolves relative manifest URLs against the page', () => {
    expect(parseRemotesJson({ chat: '/mfe/chat/mf-manifest.json', build_studio: 'https://cdn.example.com/b/mf-manifest.json' })).toEqual({
      chat: 'http://localhost/mfe/chat/mf-manifest.json',
      build_studio: 'https://cdn.example.com/b/mf-manifest.json',
    });
  });

  it('drops entries that are not a remote name with a URL', () => {
    expect(parseRemotesJson({ 'not-an-identifier': '/x.json', empty: '', number: 3 })).toEqual({});
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseRemotesJson([])).toThrow('remotes.json must be a JSON object');
    expect(() => parseRemotesJson(null)).toThrow();
  });
});
