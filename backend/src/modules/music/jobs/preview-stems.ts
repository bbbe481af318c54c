import type { Logger } from '@nestjs/common';
import * as path from 'node:path';
import { OPUS_PREVIEW_TYPE, cutOpusHead, encodeOpus } from '../../../engines/local/encode-opus';
import type { RenderedBeat } from '../../../engines/local/music/music-renderer';
import { STEM_NAMES, type StemName } from '../../../engines/music-engine';
import type { PreviewSet, StoredAudio } from '../projects/music-project';

/** The machine's two cores: more encoders side by side only make each slower. */
const ENCODERS_AT_ONCE = 2;

/**
 * How long each lane's head is: what the studio decodes before it enables Play (five heads decode in a
 * fraction of a second), and how long playback from the start runs before it needs the whole previews,
 * which decode meanwhile (README, "Previews that stream").
 */
export const PREVIEW_HEAD_SECONDS = 6;

/** Every lane's compressed files beside the WAVs in the render's work folder. */
export interface LaneFiles {
  stems: Record<StemName, string>;
  vocals: string | null;
}

/** What Play loads: each lane whole, and its first PREVIEW_HEAD_SECONDS as a file of its own. */
export interface PreviewFiles extends LaneFiles {
  heads: LaneFiles;
}

/** Runs `tasks` with at most `limit` of them at once, in order; rejects with the first failure. */
export async function runLimited<T>(tasks: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  return results;
}

/**
 * Encodes the preview stems the studio streams; the WAVs stay the beat's master files, which exports mix
 * from. The vocal goes first: it is the last to finish rendering, so its file is the one Play waits on.
 */
export async function encodePreviews(rendered: RenderedBeat, signal?: AbortSignal): Promise<PreviewFiles> {
  const sources: Array<[string, string]> = [
    ...(rendered.vocals ? [['vocals', rendered.vocals.file] as [string, string]] : []),
    ...STEM_NAMES.map((name) => [name, rendered.stems[name]] as [string, string]),
  ];
  const outputs = sources.map(([name, file]) => path.join(path.dirname(file), `${name}-preview.webm`));
  const heads = sources.map(([name, file]) => path.join(path.dirname(file), `${name}-preview-head.webm`));
  await runLimited(
    sources.map(([, file], index) => async () => {
      await encodeOpus(file, outputs[index], { signal });
      await cutOpusHead(outputs[index], heads[index], PREVIEW_HEAD_SECONDS, { signal });
    }),
    ENCODERS_AT_ONCE,
  );
  const lanes = (files: string[]): LaneFiles => {
    const byName = new Map(sources.map(([name], index) => [name, files[index]]));
    return {
      stems: Object.fromEntries(STEM_NAMES.map((name) => [name, byName.get(name) as string])) as Record<StemName, string>,
      vocals: byName.get('vocals') ?? null,
    };
  };
  return { ...lanes(outputs), heads: lanes(heads) };
}

/** Saves one file per lane (the guide vocal's when there is one). */
async function saveLanes(files: LaneFiles, save: (file: string, contentType: string) => Promise<StoredAudio>): Promise<Pick<PreviewSet, 'stems' | 'vocals'>> {
  const [vocals, ...stems] = await Promise.all([
    files.vocals ? save(files.vocals, OPUS_PREVIEW_TYPE) : Promise.resolve(null),
    ...STEM_NAMES.map((name) => save(files.stems[name], OPUS_PREVIEW_TYPE)),
  ]);
  return { stems: Object.fromEntries(STEM_NAMES.map((name, index) => [name, stems[index] as StoredAudio])) as Record<StemName, StoredAudio>, vocals };
}

/**
 * Encodes the previews and saves each as an asset of `type`. An encoder that fails (an ffmpeg without
 * libopus) costs the studio only the download size: with no preview it loads the WAVs, so the beat goes on.
 */
export async function storePreviews(
  rendered: RenderedBeat,
  save: (file: string, contentType: string) => Promise<StoredAudio>,
  signal: AbortSignal | undefined,
  logger: Logger,
): Promise<PreviewSet[]> {
  let files: PreviewFiles;
  try {
    files = await encodePreviews(rendered, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    logger.warn(`preview stems not encoded, the studio will load the WAVs: ${String(error)}`);
    return [];
  }
  const [whole, heads] = await Promise.all([saveLanes(files, save), saveLanes(files.heads, save)]);
  return [{ type: OPUS_PREVIEW_TYPE, ...whole, heads: { seconds: PREVIEW_HEAD_SECONDS, ...heads } }];
}
