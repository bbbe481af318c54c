import { createHash } from 'node:crypto';
import type { LyricLine } from '../../../engines/music-engine';
import { mapEngine } from '../../../engines/engine.dto';
import type { BeatDto, ExportDto, MusicProjectDto, MusicProjectSummaryDto, PreviewStemsDto } from '../dto/music-responses.dto';
import type { BeatRecord, ExportRecord, LyricSection, MusicProject, PreviewSet } from './music-project';
import type { ProjectSummary } from './music-projects.repository';
import { downloadUrl, exportFileName } from '../export/export-file-name';

/** Lyric sections in song order, as the composer and the guide vocal take them. */
export function lyricLines(lyrics: readonly LyricSection[]): LyricLine[] {
  return [...lyrics].sort((a, b) => a.order - b.order).map(({ id, type, content }) => ({ id, type, content }));
}

/** Identifies the words a guide vocal sings: an export sings again when they changed. */
export function lyricsHash(lines: readonly LyricLine[]): string {
  const sung = lines.map(({ id, content }) => [id, content.trim()]);
  return createHash('sha256').update(JSON.stringify(sung)).digest('hex').slice(0, 16);
}

export function mapBeat(beat: BeatRecord, lyrics: readonly LyricSection[]): BeatDto {
  const stems: BeatDto['stems'] = { drums: beat.stems.drums.url, bass: beat.stems.bass.url, melody: beat.stems.melody.url, chords: beat.stems.chords.url };
  return {
    beat_url: beat.mix.url,
    stems,
    source: beat.source,
    engine: mapEngine(beat.engine),
    midi: Boolean(beat.composition),
    job_id: beat.job_id,
    tempo: beat.tempo,
    key: beat.key,
    scale: beat.scale,
    genre: beat.genre,
    mood: beat.mood,
    duration_seconds: beat.duration_seconds,
    sample_rate: beat.sample_rate,
    frames: beat.frames,
    total_beats: beat.total_beats,
    peaks: beat.peaks,
    vocals: beat.vocals
      ? { url: beat.vocals.url, label: beat.vocals.label, peaks: beat.vocals.peaks, stale: beat.vocals.lyrics_hash !== lyricsHash(lyricLines(lyrics)) }
      : null,
    previews: (beat.previews ?? []).map((set) => ({
      type: set.type,
      ...laneUrls(set),
      heads: set.heads ? { seconds: set.heads.seconds, ...laneUrls(set.heads) } : null,
    })),
    sections: beat.sections,
    created_at: beat.created_at,
    arrangement_note: beat.arrangement_note ?? null,
  };
}

function laneUrls(set: Pick<PreviewSet, 'stems' | 'vocals'>): Pick<PreviewStemsDto, 'stems' | 'vocals'> {
  return {
    stems: { drums: set.stems.drums.url, bass: set.stems.bass.url, melody: set.stems.melody.url, chords: set.stems.chords.url },
    vocals: set.vocals?.url ?? null,
  };
}

export function mapExport(record: ExportRecord): ExportDto {
  const fileName = record.file_name ?? exportFileName(null, record.format);
  return {
    export_url: downloadUrl(record.url, fileName),
    file_name: fileName,
    format: record.format,
    size: record.size,
    duration_seconds: record.duration_seconds,
    created_at: record.created_at,
  };
}

function fields(project: MusicProject) {
  return {
    id: project.publicId,
    title: project.title,
    type: project.type,
    genre: project.genre,
    mood: project.mood,
    length: project.lengthMinutes,
    tempo: project.tempo,
    key: project.key,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

/** Owners, row ids and compositions stay on the server. */
export function mapProject(project: MusicProject): MusicProjectDto {
  const lyrics = [...project.lyrics].sort((a, b) => a.order - b.order);
  return {
    ...fields(project),
    lyrics_prompt: project.lyricsPrompt,
    lyrics,
    beat: project.beat ? mapBeat(project.beat, project.lyrics) : null,
    arrangement: project.arrangement,
    beat_job_id: project.beatJobId,
    exports: Object.fromEntries(Object.entries(project.exports).map(([format, record]) => [format, mapExport(record as ExportRecord)])),
  };
}

export function mapSummary(project: ProjectSummary): MusicProjectSummaryDto {
  return { ...fields(project), lyric_count: project.lyricCount, has_beat: project.hasBeat };
}

