import type { JobKindSpec } from '../../jobs/job-kind';
import type { BeatJobInput } from './beats/beat-job';
import type { ExportJobInput } from './export/export-job';
import type { ExportDto } from './dto/music-responses.dto';
import type { BeatRecord } from './projects/music-project';

/** A client-made music project id (spec: "short random id made on the client"). */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

/** A client-chosen id that makes POST /api/music/beat and /export safe to repeat. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const MUSIC_LIMITS = {
  prompt: 2000,
  title: 80,
  sections: 24,
  sectionCharacters: 1000,
  clips: 400,
} as const;

/** Fair use per account and UTC day: renders cost seconds of CPU each. Visitors write lyrics; accounts render. */
export const MUSIC_DAILY = {
  lyricsPerVisitor: 30,
  lyricsPerAccount: 300,
  beatsPerAccount: 200,
  exportsPerAccount: 200,
} as const;

/** The project kind on the assets a music project owns. */
export const MUSIC_PROJECT_KIND = 'music';

/** Stored as a failed job's message. */
export const BEAT_FAILED_MESSAGE = 'The beat could not be made. Please try again.';
export const EXPORT_FAILED_MESSAGE = 'The export could not be made. Please try again.';
/** A beat whose engine gave audio without notes: nothing to write as MIDI. */
export const NO_NOTES_MESSAGE = 'This beat has no notes to export as MIDI: it was made by a provider engine that returns audio only. Export the stems or the final mix instead.';
const LOST_MESSAGE = 'The render took too long and was stopped. Please try again.';

/**
 * Renders take seconds; a minute-long attempt is hung, and a dead worker's job is picked up again. Beats
 * and exports differ only in how long an attempt may take.
 */
function renderJob<TInput extends object, TResult extends object>(name: string, expireInSeconds: number): JobKindSpec<TInput, TResult> {
  return { name, concurrency: 1, retryLimit: 1, expireInSeconds, lostFailure: { code: 'lost', message: LOST_MESSAGE } };
}

export const BEAT_JOB = renderJob<BeatJobInput, BeatRecord>('music.beat', 180);

/** Its result is the export as POST /api/music/export answers it (documented as MusicExportJobDto's result). */
export const EXPORT_JOB = renderJob<ExportJobInput, ExportDto>('music.export', 300);

/** How long a POST waits for its job before answering 504 (the job keeps running; the same request_id picks it up). */
export const MUSIC_WAIT_MS = 10 * 60 * 1000;
