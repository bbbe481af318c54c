import type { BeatDto } from '@atelier/api-types';
import type { Lane } from './schedule';

/** Each lane's files in the order to try them: the chosen compressed preview first, the WAV last. */
export type StemSources = Partial<Record<Lane, string[]>>;

/** `HTMLMediaElement.canPlayType`: "probably", "maybe" or "" for a MIME type with codecs. */
export type CanPlayType = (type: string) => string;

export const browserCanPlayType: CanPlayType = (type) => (typeof document === 'undefined' ? '' : document.createElement('audio').canPlayType(type));

/**
 * What Play loads: the first preview encoding the browser says it can play (Opus in WebM, a few MB, in
 * Chromium, Firefox and Safari 15+), else the WAVs (tens of MB; every browser decodes them). The WAV stays
 * behind each preview, should a browser that claimed the codec fail to decode it.
 */
export function stemSourcesOf(beat: BeatDto, canPlayType: CanPlayType = browserCanPlayType): StemSources {
  const wavs: Partial<Record<Lane, string>> = { ...beat.stems, ...(beat.vocals ? { vocals: beat.vocals.url } : {}) };
  const preview = playablePreview(beat, canPlayType);
  const compressed = preview ? laneUrls(beat, preview) : {};
  return Object.fromEntries(
    (Object.entries(wavs) as Array<[Lane, string]>).map(([lane, wav]) => [lane, compressed[lane] ? [compressed[lane] as string, wav] : [wav]]),
  );
}

/** Each lane's head in the preview Play loads (none: a beat made before heads, or no playable preview). */
export function stemHeadsOf(beat: BeatDto, canPlayType: CanPlayType = browserCanPlayType): Partial<Record<Lane, string>> {
  const heads = playablePreview(beat, canPlayType)?.heads;
  return heads ? laneUrls(beat, heads) : {};
}

type Preview = NonNullable<BeatDto['previews']>[number];

function playablePreview(beat: BeatDto, canPlayType: CanPlayType): Preview | undefined {
  return (beat.previews ?? []).find((set) => canPlayType(set.type) !== '');
}

function laneUrls(beat: BeatDto, files: Pick<Preview, 'stems' | 'vocals'>): Partial<Record<Lane, string>> {
  return { ...files.stems, ...(files.vocals && beat.vocals ? { vocals: files.vocals } : {}) };
}
