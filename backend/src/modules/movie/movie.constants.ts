import type { AppConfig } from '../../config/app-config.interface';
import type { JobKindSpec } from '../../jobs/job-kind';
import type { JobKindName } from '../../jobs/typed-job';

/** Spec 001 §9. */
export const TARGET_LENGTHS = [5, 10, 20, 30, 60] as const;
export type TargetLength = (typeof TARGET_LENGTHS)[number];
export const DEFAULT_TARGET_LENGTH: TargetLength = 10;
export const TITLE_MAX_CHARACTERS = 80;
export const LOGLINE_MAX_CHARACTERS = 500;
export const BIO_MAX_CHARACTERS = 280;
export const CHARACTER_ROLES = ['Good Guy', 'Bad Guy', 'Neutral'] as const;
export type CharacterRole = (typeof CHARACTER_ROLES)[number];

/** Not in the spec: bounds so a project stays something a person can work with (and a render stays small). */
export const NAME_MAX_CHARACTERS = 60;
export const SCRIPT_PROMPT_MAX_CHARACTERS = 2000;
export const SCENE_PROMPT_MAX_CHARACTERS = 1000;
export const MAX_CHARACTERS_PER_PROJECT = 24;
export const MAX_PROJECTS_PER_OWNER = 200;
/** Client-made ids: 'movie_<timestamp>' projects and 'char_<timestamp>' characters (spec 001 §3–§4). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Spec 001 §5 and §8: the texts the studio shows, kept exactly. */
export const MOVIE_TITLE_REQUIRED = 'Movie title is required!';
export const NAME_AND_BIO_REQUIRED = 'Name and bio are required!';

/** The only export format the spec names. */
export const EXPORT_FORMATS = ['mp4'] as const;

/** Title card (title and logline) and end credits (cast and roles) around the scenes of an export. */
export const TITLE_CARD_SECONDS = 5;
export const END_CREDITS_SECONDS = 6;

/** Avatars are kept as square PNGs: ffmpeg (either build) composites them into scenes. */
export const AVATAR_SIDE = 384;

export const MOVIE_PROJECT_KIND = 'movie';

/** Stored as failed jobs' messages (engine errors are stored as they are). */
export const SCENE_FAILED_MESSAGE = 'The scene could not be rendered. Please try again.';
export const SCENE_LOST_MESSAGE = 'The scene took too long and was stopped. Please try again.';
export const EXPORT_FAILED_MESSAGE = 'The movie could not be exported. Please try again.';
export const EXPORT_LOST_MESSAGE = 'The export took too long and was stopped. Please try again.';

/** What a scene job carries (kept in its row). */
export interface SceneJobInput {
  project_id: string;
  /** In the order they render; a batch holds one reservation of this many uses. */
  scene_ids: string[];
  width: number;
  height: number;
}

export interface SceneJobResult {
  scenes: Array<{ scene_id: string; media_id: string | null }>;
}

export interface ExportJobInput {
  project_id: string;
  format: 'mp4';
  width: number;
  height: number;
}

export interface ExportJobResult {
  media_id: string;
  duration_seconds: number;
  width: number;
  height: number;
  /** Pieces (title card, scenes, credits) taken as they were, and those rendered or re-encoded for it. */
  reused_clips: number;
  rendered_clips: number;
  /** True when the pieces were joined by copying their streams (no re-encode of the whole film). */
  stream_copy: boolean;
}

/** The two movie job kinds, with what their jobs carry and give back. */
export const SCENE_JOB: JobKindName<SceneJobInput, SceneJobResult> = { name: 'movie.scene' };
export const EXPORT_JOB: JobKindName<ExportJobInput, ExportJobResult> = { name: 'movie.export' };

export interface MovieJobSettings {
  scene: JobKindSpec<SceneJobInput, SceneJobResult>;
  export: JobKindSpec<ExportJobInput, ExportJobResult>;
  /** How long a POST that waits for its job holds the connection before answering 504 (the job carries on). */
  waitTimeoutMs: number;
}

export const MOVIE_JOB_SETTINGS = Symbol('MOVIE_JOB_SETTINGS');

/** Jobs one process runs side by side: ffmpeg uses every core it gets. */
const MOVIE_WORKER_CONCURRENCY = 1;

/**
 * Video's attempt budget, as operators configure it (VIDEO_JOB_EXPIRE_SECONDS, VIDEO_JOB_RETRY_LIMIT).
 * A batch renders many scenes in one attempt, so its attempt may run four times as long; a dead worker
 * is noticed by its lease within seconds either way, and a retried batch resumes after its last scene.
 */
export function movieJobSettingsFrom(config: AppConfig): MovieJobSettings {
  const { videoExpireSeconds, videoRetryLimit, leaseSweepSeconds } = config.jobs;
  const sceneExpireSeconds = videoExpireSeconds * 4;
  return {
    scene: {
      name: SCENE_JOB.name,
      concurrency: MOVIE_WORKER_CONCURRENCY,
      retryLimit: videoRetryLimit,
      expireInSeconds: sceneExpireSeconds,
      lostFailure: { code: 'lost', message: SCENE_LOST_MESSAGE },
    },
    export: {
      name: EXPORT_JOB.name,
      concurrency: MOVIE_WORKER_CONCURRENCY,
      retryLimit: videoRetryLimit,
      expireInSeconds: videoExpireSeconds,
      lostFailure: { code: 'lost', message: EXPORT_LOST_MESSAGE },
    },
    waitTimeoutMs: ((videoRetryLimit + 1) * (sceneExpireSeconds + leaseSweepSeconds + 5) + 30) * 1000,
  };
}
