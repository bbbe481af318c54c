import { REMOTE_SCREENS } from './remote-catalog';

interface FakeRemote {
  name: string;
  entry: string;
}

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
// A stand-in for the runtime the shell's plugin is applied to: its registered remotes and its way to drop one.
const runtime = {
  options: { remotes: [] as FakeRemote[] },
  remoteHandler: {
    removeRemote: jest.fn((remote: FakeRemote) => {
      runtime.options.remotes = runtime.options.remotes.filter((item) => item.name !== remote.name);
    }),
  },
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (remotes: FakeRemote[], options?: unknown) => {
    registerRemotes(remotes, options);
    runtime.options.remotes.push(...remotes);
  },
  registerPlugins: (plugins: { apply?: (instance: unknown) => void }[]) => plugins.forEach((plugin) => plugin.apply?.(runtime)),
}));

function mockRemotesJson(body: unknown) {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => body }) as unknown as typeof fetch;
}

async function freshLoader() {
  let mod!: typeof import('./remote-loader');
  await jest.isolateModulesAsync(async () => {
    mod = await import('./remote-loader');
  });
  return mod;
}

describe('loadRemoteScreen', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    registerRemotes.mockReset();
    runtime.options.remotes = [];
    runtime.remoteHandler.removeRemote.mockClear();
    jest.useRealTimers();
  });

  it('registers remotes from remotes.json and loads the exposed screen', async () => {
    mockRemotesJson({ chat: 'http://localhost:3001/mf-manifest.json' });
    const Landing = () => null;
    loadRemote.mockResolvedValue({ default: Landing });
    const { loadRemoteScreen } = await freshLoader();
    await expect(loadRemoteScreen(REMOTE_SCREENS.landing)).resolves.toEqual({ default: Landing });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'chat', entry: 'http://localhost:3001/mf-manifest.json' }], undefined);
    expect(loadRemote).toHaveBeenCalledWith('chat/Landing');
  });

  it('reports a remote missing from remotes.json as not deployed, without loading anything', async () => {
    mockRemotesJson({ chat: 'http://localhost:3001/mf-manifest.json' });
    const { loadRemoteScreen, RemoteLoadError } = await freshLoader();
    const error = await loadRemoteScreen(REMOTE_SCREENS.movieStudio).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as InstanceType<typeof RemoteLoadError>).reason).toBe('not-deployed');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('gives up on a hung remote after the deadline', async () => {
    jest.useFakeTimers();
    mockRemotesJson({ chat: 'http://localhost:3001/mf-manifest.json' });
    loadRemote.mockReturnValue(new Promise(() => undefined));
    const { loadRemoteScreen } = await freshLoader();
    const result = loadRemoteScreen(REMOTE_SCREENS.landing).catch((e: { reason: string }) => e.reason);
    await jest.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe('timeout');
  });

  it('resets a failed remote before the next try so Retry can recover', async () => {
    const chat = { name: 'chat', entry: 'http://localhost:3001/mf-manifest.json' };
    mockRemotesJson({ chat: chat.entry });
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: () => null });
    const { loadRemoteScreen } = await freshLoader();
    await expect(loadRemoteScreen(REMOTE_SCREENS.landing)).rejects.toMatchObject({ reason: 'unreachable' });
    expect(runtime.remoteHandler.removeRemote).not.toHaveBeenCalled();
    await expect(loadRemoteScreen(REMOTE_SCREENS.landing)).resolves.toBeDefined();
    // Unregistered first, then registered anew: never forced over the old registration (the runtime warns).
    expect(runtime.remoteHandler.removeRemote).toHaveBeenCalledWith(chat);
    expect(registerRemotes).toHaveBeenLastCalledWith([chat], { force: false });
    expect(runtime.options.remotes).toEqual([chat]);
  });

  it('resets a remote whose loaded screen crashed before loading from it again', async () => {
    const chat = { name: 'chat', entry: 'http://localhost:3001/mf-manifest.json' };
    mockRemotesJson({ chat: chat.entry });
    loadRemote.mockResolvedValue({ default: () => null });
    const { loadRemoteScreen, markRemoteFailed } = await freshLoader();
    await loadRemoteScreen(REMOTE_SCREENS.landing);
    markRemoteFailed('chat');
    await loadRemoteScreen(REMOTE_SCREENS.landing);
    expect(runtime.remoteHandler.removeRemote).toHaveBeenCalledWith(chat);
    await loadRemoteScreen(REMOTE_SCREENS.landing);
    expect(runtime.remoteHandler.removeRemote).toHaveBeenCalledTimes(1);
  });
});
