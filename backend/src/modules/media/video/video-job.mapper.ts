import type { JobRecord } from '../../../jobs/job-record';
import { mapEngine } from '../../../engines/engine.dto';
import type { VideoJobAcceptedDto, VideoJobStatusDto, VideoResponseDto } from './dto/video-response.dto';
import type { VideoJobInput, VideoJobResult } from './video.constants';

const mediaUrl = (mediaId: string) => `/api/media/${mediaId}`;

/** A `video.generate` job. */
export type VideoJob = JobRecord<VideoJobInput, VideoJobResult>;

/** A completed job as the POST answer; `sessionId` is the one the request sent. */
export function mapVideo(job: VideoJob, result: VideoJobResult, sessionId: string): VideoResponseDto {
  return {
    video_url: mediaUrl(result.media_id),
    prompt: job.input.prompt,
    session_id: sessionId,
    media_id: result.media_id,
    job_id: job.id,
    duration_seconds: Number(result.duration_seconds),
    width: result.width,
    height: result.height,
    engine: mapEngine(result.engine),
  };
}

/** Status values stay the four the endpoint always had; a cancelled job reads as failed. */
export function mapVideoJobStatus(job: VideoJob): VideoJobStatusDto {
  const result = job.result;
  return {
    request_id: job.requestKey ?? job.id,
    job_id: job.id,
    status: job.status === 'cancelled' ? 'failed' : job.status,
    progress: job.progress,
    video_url: job.status === 'completed' && result ? mediaUrl(result.media_id) : null,
    // As before the jobs framework: why it failed, or why it waits for another attempt.
    message: job.error?.message ?? (job.status === 'queued' ? job.stage : null),
  };
}

export function mapVideoAccepted(job: VideoJob): VideoJobAcceptedDto {
  const status = mapVideoJobStatus(job);
  return { ...status, events_url: `/api/jobs/${job.id}/events` };
}
