import type { JobQueue } from '../../../jobs/job-queue.service';
import { VIDEO_DEAD_LETTER_QUEUE, VIDEO_QUEUE, VideoJobSettings } from './video.constants';

/** What a video job carries: only the row id; the row holds everything else. */
export interface VideoJobData {
  videoJobId: string;
}

/** Declared by whoever enqueues and whoever consumes; declaring twice is harmless. */
export function declareVideoQueues(jobs: JobQueue, settings: VideoJobSettings): void {
  jobs.declare({ name: VIDEO_DEAD_LETTER_QUEUE, retryLimit: 2, expireInSeconds: 60 });
  jobs.declare({
    name: VIDEO_QUEUE,
    retryLimit: settings.retryLimit,
    expireInSeconds: settings.expireInSeconds,
    deadLetter: VIDEO_DEAD_LETTER_QUEUE,
  });
}
