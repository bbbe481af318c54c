import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteLoadPlugin, type RemoteLoadPlugin } from './remote-load-plugin';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const chatInfo = { name: 'chat', entry: MANIFEST, type: 'global', entryGlobalName: 'chat', shareScope: 'default' };

type Fetch = NonNullable<RemoteLoadPlugin['fetch']>;

function pluginOn(runtime: { options: { remotes: unknown[] }; remoteHandler: object }): RemoteLoadPlugin {
  const plugin = remoteLoadPlugin();
  plugin.apply?.(runtime as unknown as ModuleFederation);
  return plugin;
}

describe(remoteLoadPlugin.name, () => {
  const realFetch = globalThis.fetch;
  let requested: string[];

  beforeEach(() => {
    requested = [];
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
      requested.push(String(url));
      return { ok: !String(url).includes('broken'), status: 503 } as Response;
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('bounds every manifest fetch in time, and fetches a forgotten remote’s manifest under a URL of its own', async () => {
    const plugin = pluginOn({ options: { remotes: [] }, remoteHandler: {} });
    const fetchHook = plugin.fetch as Fetch;
    await fetchHook(MANIFEST, {}, chatInfo);
    expect((globalThis.fetch as jest.Mock).mock.calls[0][1].signal).toBeInstanceOf(AbortSignal);
    plugin.forget('chat');
    await fetchHook(MANIFEST, {}, chatInfo);
    expect(requested).toEqual([MANIFEST, `${MANIFEST}?retry=1`]);
  });

  it('fails on an error answer instead of handing the runtime a page that is no manifest', async () => {
    const plugin = pluginOn({ options: { remotes: [] }, remoteHandler: {} });
    await expect((plugin.fetch as Fetch)('http://localhost:3001/broken/mf-manifest.json', {}, chatInfo)).rejects.toThrow('answered 503');
  });

  it('unregisters a forgotten remote through the runtime, so it can be registered again without force', () => {
    const chat = { name: 'chat', entry: MANIFEST };
    const removeRemote = jest.fn();
    const plugin = pluginOn({ options: { remotes: [chat] }, remoteHandler: { removeRemote } });
    expect(plugin.forget('chat')).toBe(true);
    expect(removeRemote).toHaveBeenCalledWith(chat);
    expect(plugin.forget('movie_studio')).toBe(true);
    expect(removeRemote).toHaveBeenCalledTimes(1);
  });

  it('says so when the runtime offers no way to unregister a remote (only a forced registration replaces it then)', () => {
    const plugin = pluginOn({ options: { remotes: [{ name: 'chat', entry: MANIFEST }] }, remoteHandler: {} });
    expect(plugin.forget('chat')).toBe(false);
  });

  it("bounds the runtime's own scripts and leaves scripts of no remote to the runtime", () => {
    const plugin = pluginOn({ options: { remotes: [] }, remoteHandler: {} });
    const createScript = plugin.createScript!;
    expect(createScript({ url: 'http://localhost:3001/x.js' })).toEqual({ timeout: 4000 });
    const forRemote = createScript({ url: 'http://localhost:3001/x.js', remoteInfo: chatInfo }) as { script: HTMLScriptElement; timeout: number };
    expect(forRemote.timeout).toBe(4000);
    expect(forRemote.script.src).toBe('http://localhost:3001/x.js');
  });
});
