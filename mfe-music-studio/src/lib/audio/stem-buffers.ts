import { useEffect, useState } from 'react';
import { resolveMediaUrl } from '@atelier/runtime';
import { sharedAudioContext } from './audio-context';
import type { Lane } from './schedule';

const decoded = new Map<string, Promise<AudioBuffer>>();

/** A stem decoded once per page (media URLs never change: a new beat has new ones). */
export function loadStem(url: string): Promise<AudioBuffer> {
  let buffer = decoded.get(url);
  if (!buffer) {
    buffer = fetch(resolveMediaUrl(url))
      .then((response) => {
        if (!response.ok) throw new Error(`stem ${url} answered ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => sharedAudioContext().decodeAudioData(bytes));
    buffer.catch(() => decoded.delete(url));
    decoded.set(url, buffer);
  }
  return buffer;
}

export type StemUrls = Partial<Record<Lane, string>>;

export interface StemBuffers {
  buffers: Partial<Record<Lane, AudioBuffer>> | null;
  error: unknown;
}

/** The lanes' stems, decoded ahead of Play so it starts at once; null while they load. */
export function useStemBuffers(urls: StemUrls | null): StemBuffers {
  const [state, setState] = useState<StemBuffers>({ buffers: null, error: null });
  const key = urls ? JSON.stringify(urls) : '';
  useEffect(() => {
    setState({ buffers: null, error: null });
    if (!key) return undefined;
    let live = true;
    const entries = Object.entries(JSON.parse(key) as StemUrls) as Array<[Lane, string]>;
    Promise.all(entries.map(([lane, url]) => loadStem(url).then((buffer) => [lane, buffer] as const))).then(
      (loaded) => live && setState({ buffers: Object.fromEntries(loaded), error: null }),
      (error: unknown) => live && setState({ buffers: null, error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
