import type { AppConfig } from '../../../config/app-config.interface';

export const VIDEO_QUEUE = 'video-generate';
/** Receives a video job once pg-boss gave up on it (retries used up, or its last worker died). */
export const VIDEO_DEAD_LETTER_QUEUE = 'video-generate-failed';

/** A client-chosen id that makes POST /api/video/generate safe to repeat. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Videos one process renders at the same time (ffmpeg uses every core it gets). */
export const VIDEO_WORKER_CONCURRENCY = 2;

export interface VideoJobSettings {
  retryLimit: number;
  expireInSeconds: number;
  /** How often a waiting POST re-reads its job row. */
  waitPollMs: number;
  /** How long a POST holds the connection before answering 504 (the job keeps running). */
  waitTimeoutMs: number;
  /** Progress is written at most this often. */
  progressWriteMs: number;
}

export const VIDEO_JOB_SETTINGS = Symbol('VIDEO_JOB_SETTINGS');

/**
 * Every attempt may run up to its expiry, plus a maintenance round to notice a dead worker and a poll
 * to pick the retry up; the wait covers all attempts so a POST outlives a worker restart.
 */
export function videoJobSettingsFrom(config: AppConfig): VideoJobSettings {
  const { videoExpireSeconds, videoRetryLimit, maintenanceIntervalSeconds } = config.jobs;
  const attemptSeconds = videoExpireSeconds + maintenanceIntervalSeconds + 5;
  return {
    retryLimit: videoRetryLimit,
    expireInSeconds: videoExpireSeconds,
    waitPollMs: 250,
    waitTimeoutMs: ((videoRetryLimit + 1) * attemptSeconds + 30) * 1000,
    progressWriteMs: 500,
  };
}

/** Stored as a failed job's message; EngineError messages are stored as they are. */
export const VIDEO_FAILED_MESSAGE = 'The video could not be made. Please try again.';
export const VIDEO_LOST_MESSAGE = 'The video took too long and was stopped. Please try again.';
