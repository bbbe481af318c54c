/** What the Module Federation runtime records on the page of the files it preloaded (by screen, by URL). */
interface FederationGlobal {
  __FEDERATION__?: {
    __PRELOADED_MAP__?: Map<string, unknown>;
    __PRELOADED_ASSETS__?: Set<string>;
  };
}

interface TrackedFile {
  remote: string;
  /** The URL the runtime asked for (a retry's entry is requested under another). */
  url: string;
  element: HTMLScriptElement | HTMLLinkElement;
  settled: Promise<void>;
}

/** `url` under a URL of its own for the n-th retry: no failed preload or unanswered request of an earlier try matches it. */
export function withRetryQuery(url: string, retry: number): string {
  const fresh = new URL(url, window.location.href);
  fresh.searchParams.set('retry', String(retry));
  return fresh.href;
}

function setAttributes(element: HTMLElement, attrs: Record<string, unknown> | undefined): void {
  for (const [name, value] of Object.entries(attrs ?? {})) element.setAttribute(name, String(value));
}

/**
 * The script and link elements the MF runtime creates for each remote (through remote-load-plugin.ts),
 * followed until they load, fail or time out, and each remote's count of retries.
 */
export class RemoteFiles {
  private readonly retries = new Map<string, number>();
  /** Files not known to have loaded: pending, failed or timed out. */
  private files: TrackedFile[] = [];

  constructor(private readonly timeoutMs: number) {}

  /** How many times the remote was forgotten: 0 on its first load. */
  retryOf(remote: string): number {
    return this.retries.get(remote) ?? 0;
  }

  /** A script for the runtime to load; on a retry the remote's entry comes from a URL of its own. */
  script(remote: string, url: string, attrs: Record<string, unknown> | undefined, isEntry: boolean): HTMLScriptElement {
    const script = document.createElement('script');
    setAttributes(script, attrs);
    const retry = this.retryOf(remote);
    script.src = isEntry && retry ? withRetryQuery(url, retry) : url;
    this.track(remote, url, script);
    return script;
  }

  link(remote: string, url: string, attrs: Record<string, unknown> | undefined): HTMLLinkElement {
    const link = document.createElement('link');
    setAttributes(link, attrs);
    link.href = url;
    this.track(remote, url, link);
    return link;
  }

  /** On a retry: resolves once every file requested for the remote since it was forgotten has settled. */
  async settled(remote: string): Promise<void> {
    if (!this.retryOf(remote)) return;
    await Promise.all(this.files.filter((file) => file.remote === remote).map((file) => file.settled));
  }

  /** Counts a retry and removes what the remote's failed loads left on the page. */
  forget(remote: string): void {
    this.retries.set(remote, this.retryOf(remote) + 1);
    const federation = (globalThis as FederationGlobal).__FEDERATION__;
    for (const file of this.files.filter((item) => item.remote === remote)) {
      // The runtime takes a link already on the page for its URL as loaded, even a failed one; a pending
      // script would be joined by the next request for its URL.
      file.element.remove();
      federation?.__PRELOADED_ASSETS__?.delete(file.url);
    }
    this.files = this.files.filter((item) => item.remote !== remote);
    // The runtime preloads a screen's files once per page: let the retry preload them again.
    for (const key of [...(federation?.__PRELOADED_MAP__?.keys() ?? [])]) {
      if (key === remote || key.startsWith(`${remote}/`)) federation?.__PRELOADED_MAP__?.delete(key);
    }
    // Chunk scripts the remote's container still waits for (its uniqueName is its MF name,
    // packages/build-config/src/remote-config.ts): a new container would wait on them too.
    document.querySelectorAll(`script[data-rspack^="${remote}:"], script[data-webpack^="${remote}:"]`).forEach((script) => script.remove());
  }

  private track(remote: string, url: string, element: HTMLScriptElement | HTMLLinkElement): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settled = new Promise<void>((resolve) => {
      const settle = (loaded: boolean) => {
        clearTimeout(timer);
        if (loaded) this.files = this.files.filter((item) => item.element !== element);
        resolve();
      };
      element.addEventListener('load', () => settle(true), { once: true });
      element.addEventListener('error', () => settle(false), { once: true });
      timer = setTimeout(() => settle(false), this.timeoutMs);
    });
    this.files.push({ remote, url, element, settled });
  }
}
