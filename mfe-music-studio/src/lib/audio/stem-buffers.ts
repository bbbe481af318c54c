import { useEffect, useState } from 'react';
import { resolveMediaUrl } from '@atelier/runtime';
import { sharedAudioContext } from './audio-context';
import type { Lane } from './schedule';
import type { StemSources } from './stem-sources';

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

/** The first of `urls` that downloads and decodes (a preview, else the WAV behind it). */
export async function loadFirstStem(urls: readonly string[]): Promise<AudioBuffer> {
  const [first, ...rest] = urls;
  if (!rest.length) return loadStem(first);
  return loadStem(first).catch(() => loadFirstStem(rest));
}

export interface StemBuffers {
  buffers: Partial<Record<Lane, AudioBuffer>> | null;
  error: unknown;
}

/** The lanes' stems, decoded ahead of Play so it starts at once; null while they load. */
export function useStemBuffers(urls: StemSources | null): StemBuffers {
  const [state, setState] = useState<StemBuffers>({ buffers: null, error: null });
  const key = urls ? JSON.stringify(urls) : '';
  useEffect(() => {
    setState({ buffers: null, error: null });
    if (!key) return undefined;
    let live = true;
    const entries = Object.entries(JSON.parse(key) as StemSources) as Array<[Lane, string[]]>;
    Promise.all(entries.map(([lane, urls]) => loadFirstStem(urls).then((buffer) => [lane, buffer] as const))).then(
      (loaded) => live && setState({ buffers: Object.fromEntries(loaded), error: null }),
      (error: unknown) => live && setState({ buffers: null, error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
