import type { AppConfig } from '../../../config/app-config.interface';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import type { JobKindSpec } from '../../../jobs/job-kind';

/** A client-chosen id that makes POST /api/video/generate safe to repeat. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Stored as a failed job's message; EngineError messages are stored as they are. */
export const VIDEO_FAILED_MESSAGE = 'The video could not be made. Please try again.';
export const VIDEO_LOST_MESSAGE = 'The video took too long and was stopped. Please try again.';
export const VIDEO_QUEUE_FAILED_MESSAGE = 'The video could not be queued. Please try again.';

/** What a video job carries and gives back (kept in the job's row). */
export interface VideoJobInput {
  prompt: string;
  session_id: string;
}

export interface VideoJobResult {
  media_id: string;
  duration_seconds: number;
  width: number;
  height: number;
  engine: EngineDescriptor;
}

export interface VideoJobSettings {
  kind: JobKindSpec<VideoJobInput, VideoJobResult>;
  /** How long a POST holds the connection before answering 504 (the job keeps running). */
  waitTimeoutMs: number;
}

export const VIDEO_JOB_SETTINGS = Symbol('VIDEO_JOB_SETTINGS');

export const VIDEO_JOB_KIND = 'video.generate';

/** Videos one process renders at the same time (ffmpeg uses every core it gets). */
const VIDEO_WORKER_CONCURRENCY = 2;

/**
 * Every attempt may run up to its expiry, plus a supervision pass to notice a dead worker; the wait covers
 * all attempts so a POST outlives a worker restart.
 */
export function videoJobSettingsFrom(config: AppConfig): VideoJobSettings {
  const { videoExpireSeconds, videoRetryLimit, leaseSweepSeconds } = config.jobs;
  const attemptSeconds = videoExpireSeconds + leaseSweepSeconds + 5;
  return {
    kind: {
      name: VIDEO_JOB_KIND,
      concurrency: VIDEO_WORKER_CONCURRENCY,
      retryLimit: videoRetryLimit,
      expireInSeconds: videoExpireSeconds,
      lostFailure: { code: 'lost', message: VIDEO_LOST_MESSAGE },
    },
    waitTimeoutMs: ((videoRetryLimit + 1) * attemptSeconds + 30) * 1000,
  };
}
