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

export type LaneBuffers = Partial<Record<Lane, AudioBuffer>>;

/**
 * Decodes every lane's head first (a few seconds of each: quick), then the whole files. `onChange` gets
 * the lanes' buffers once every lane has one, heads where the whole is not decoded yet (`whole` false),
 * and again each time a whole file takes its head's place. A head that fails leaves its lane to the
 * whole file; a lane whose whole file fails rejects.
 */
export async function decodeHeadsFirst(
  sources: StemSources,
  heads: Partial<Record<Lane, string>>,
  decode: (urls: readonly string[]) => Promise<AudioBuffer>,
  onChange: (buffers: LaneBuffers, whole: boolean, headsOnly: Lane[]) => void,
): Promise<void> {
  const lanes = Object.entries(sources) as Array<[Lane, string[]]>;
  const buffers: LaneBuffers = {};
  const wholeLanes = new Set<Lane>();
  const announce = () => {
    if (!lanes.every(([lane]) => buffers[lane])) return;
    const headsOnly = lanes.map(([lane]) => lane).filter((lane) => !wholeLanes.has(lane));
    onChange({ ...buffers }, headsOnly.length === 0, headsOnly);
  };
  await Promise.all(
    lanes.map(async ([lane]) => {
      const head = heads[lane];
      if (!head) return;
      buffers[lane] = await decode([head]).catch(() => undefined);
    }),
  );
  announce();
  await Promise.all(
    lanes.map(async ([lane, urls]) => {
      buffers[lane] = await decode(urls);
      wholeLanes.add(lane);
      announce();
    }),
  );
}

export interface StemBuffers {
  /** Every lane's buffer (some maybe only heads, see `whole`); null while any lane has none. */
  buffers: LaneBuffers | null;
  /** Every lane decoded whole. */
  whole: boolean;
  /** The lanes whose buffer is still only their head: the transport waits for them rather than play silence. */
  headsOnly: Lane[];
  error: unknown;
}

/**
 * The lanes' stems, decoded ahead of Play so it starts at once: the heads first (Play is ready with
 * them), then the whole stems, which the transport takes over as they come.
 */
export function useStemBuffers(urls: StemSources | null, heads: Partial<Record<Lane, string>> = {}): StemBuffers {
  const [state, setState] = useState<StemBuffers>({ buffers: null, whole: false, headsOnly: [], error: null });
  const key = urls ? JSON.stringify([urls, heads]) : '';
  useEffect(() => {
    setState({ buffers: null, whole: false, headsOnly: [], error: null });
    if (!key) return undefined;
    let live = true;
    const [sources, headUrls] = JSON.parse(key) as [StemSources, Partial<Record<Lane, string>>];
    decodeHeadsFirst(sources, headUrls, loadFirstStem, (buffers, whole, headsOnly) => live && setState({ buffers, whole, headsOnly, error: null })).catch(
      (error: unknown) => live && setState({ buffers: null, whole: false, headsOnly: [], error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
