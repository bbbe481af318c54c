import { RemoteFiles, withRetryQuery } from './remote-files';

const ENTRY = 'http://localhost:3001/static/js/chat.1724bab4.js';
const CHUNK = 'http://localhost:3001/static/js/async/__federation_expose_Landing.6a240a69.js';
const STYLES = 'http://localhost:3001/static/css/async/__federation_expose_Landing.a51403ba.css';

interface FederationGlobal {
  __FEDERATION__?: { __PRELOADED_MAP__?: Map<string, boolean>; __PRELOADED_ASSETS__?: Set<string> };
}

function attached<T extends HTMLElement>(element: T): T {
  document.head.appendChild(element);
  return element;
}

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe(RemoteFiles.name, () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    (globalThis as FederationGlobal).__FEDERATION__ = { __PRELOADED_MAP__: new Map(), __PRELOADED_ASSETS__: new Set() };
  });

  it('requests every file under its own URL on a first load, with the attributes the runtime asked for', () => {
    const files = new RemoteFiles(4000);
    const entry = files.script('chat', ENTRY, { fetchpriority: 'high' }, true);
    const link = files.link('chat', STYLES, { rel: 'stylesheet', type: 'text/css' });
    expect(entry.src).toBe(ENTRY);
    expect(entry.getAttribute('fetchpriority')).toBe('high');
    expect([link.href, link.rel, link.type]).toEqual([STYLES, 'stylesheet', 'text/css']);
  });

  it("asks for a retry's entry under a URL of its own, and for chunks under theirs", () => {
    const files = new RemoteFiles(4000);
    files.forget('chat');
    expect(files.script('chat', ENTRY, {}, true).src).toBe(`${ENTRY}?retry=1`);
    expect(files.script('chat', CHUNK, {}, false).src).toBe(CHUNK);
    files.forget('chat');
    expect(files.script('chat', ENTRY, {}, true).src).toBe(`${ENTRY}?retry=2`);
    expect(files.script('integrations', ENTRY, {}, true).src).toBe(ENTRY);
  });

  it("on a retry, waits for the screen's files to load or fail before the container is asked; never on a first load", async () => {
    const files = new RemoteFiles(4000);
    const first = files.script('chat', CHUNK, {}, false);
    expect(await isSettled(files.settled('chat'))).toBe(true);
    first.dispatchEvent(new Event('load'));

    files.forget('chat');
    const chunk = files.script('chat', CHUNK, {}, false);
    const styles = files.link('chat', STYLES, { rel: 'stylesheet' });
    const settled = files.settled('chat');
    expect(await isSettled(settled)).toBe(false);
    chunk.dispatchEvent(new Event('load'));
    expect(await isSettled(settled)).toBe(false);
    styles.dispatchEvent(new Event('error'));
    expect(await isSettled(settled)).toBe(true);
  });

  it('stops waiting for a file that never answers after the timeout', async () => {
    jest.useFakeTimers();
    try {
      const files = new RemoteFiles(4000);
      files.forget('chat');
      files.script('chat', CHUNK, {}, false);
      const settled = jest.fn();
      void files.settled('chat').then(settled);
      await jest.advanceTimersByTimeAsync(3999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("forgetting a remote removes what its failed loads left on the page, and only that remote's", () => {
    const files = new RemoteFiles(4000);
    const failedStyles = attached(files.link('chat', STYLES, { rel: 'stylesheet' }));
    failedStyles.dispatchEvent(new Event('error'));
    const pendingChunk = attached(files.script('chat', CHUNK, {}, false));
    const loadedStyles = attached(files.link('chat', `${STYLES}?other`, { rel: 'stylesheet' }));
    loadedStyles.dispatchEvent(new Event('load'));
    const otherRemote = attached(files.script('integrations', CHUNK, {}, false));
    const containerChunk = attached(document.createElement('script'));
    containerChunk.setAttribute('data-rspack', 'chat:chunk-682');
    const otherContainerChunk = attached(document.createElement('script'));
    otherContainerChunk.setAttribute('data-rspack', 'integrations:chunk-682');
    const federation = (globalThis as FederationGlobal).__FEDERATION__!;
    federation.__PRELOADED_MAP__!.set('chat/Landing', true).set('integrations/Integrations', true);
    federation.__PRELOADED_ASSETS__!.add(STYLES).add(CHUNK).add('http://localhost:3006/x.js');

    files.forget('chat');

    expect([failedStyles, pendingChunk, containerChunk].map((element) => element.isConnected)).toEqual([false, false, false]);
    expect([loadedStyles, otherRemote, otherContainerChunk].map((element) => element.isConnected)).toEqual([true, true, true]);
    expect([...federation.__PRELOADED_MAP__!.keys()]).toEqual(['integrations/Integrations']);
    expect([...federation.__PRELOADED_ASSETS__!]).toEqual(['http://localhost:3006/x.js']);
  });
});

describe(withRetryQuery.name, () => {
  it('keeps the query the URL had', () => {
    expect(withRetryQuery('http://localhost:3001/mf-manifest.json?v=3', 2)).toBe('http://localhost:3001/mf-manifest.json?v=3&retry=2');
  });
});
