import type { Logger } from '@nestjs/common';
import * as path from 'node:path';
import { OPUS_PREVIEW_TYPE, encodeOpus } from '../../../engines/local/encode-opus';
import type { RenderedBeat } from '../../../engines/local/music/music-renderer';
import { STEM_NAMES, type StemName } from '../../../engines/music-engine';
import type { PreviewSet, StoredAudio } from '../projects/music-project';

/** The machine's two cores: more encoders side by side only make each slower. */
const ENCODERS_AT_ONCE = 2;

/** Every lane Play loads, as compressed files beside the WAVs in the render's work folder. */
export interface PreviewFiles {
  stems: Record<StemName, string>;
  vocals: string | null;
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
  await runLimited(
    sources.map(([, file], index) => () => encodeOpus(file, outputs[index], { signal })),
    ENCODERS_AT_ONCE,
  );
  const byName = new Map(sources.map(([name], index) => [name, outputs[index]]));
  return {
    stems: Object.fromEntries(STEM_NAMES.map((name) => [name, byName.get(name) as string])) as Record<StemName, string>,
    vocals: byName.get('vocals') ?? null,
  };
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
  const [vocals, ...stems] = await Promise.all([
    files.vocals ? save(files.vocals, OPUS_PREVIEW_TYPE) : Promise.resolve(null),
    ...STEM_NAMES.map((name) => save(files.stems[name], OPUS_PREVIEW_TYPE)),
  ]);
  const byStem = Object.fromEntries(STEM_NAMES.map((name, index) => [name, stems[index] as StoredAudio])) as Record<StemName, StoredAudio>;
  return [{ type: OPUS_PREVIEW_TYPE, stems: byStem, vocals }];
}
