import { mapEngine } from '../dto/engine.dto';
import type { VideoJobStatusDto, VideoResponseDto } from './dto/video-response.dto';
import type { VideoJobRow } from './video-jobs.repository';

const mediaUrl = (mediaId: string) => `/api/media/${mediaId}`;

/** A completed row (media and engine set) as the POST answer; `sessionId` is the one the request sent. */
export function mapVideo(row: VideoJobRow, sessionId: string): VideoResponseDto {
  return {
    video_url: mediaUrl(row.media_id!),
    prompt: row.prompt,
    session_id: sessionId,
    media_id: row.media_id!,
    job_id: row.id,
    duration_seconds: Number(row.duration_seconds),
    width: row.width!,
    height: row.height!,
    engine: mapEngine(row.engine!),
  };
}

export function mapVideoJobStatus(row: VideoJobRow): VideoJobStatusDto {
  return {
    request_id: row.request_id,
    status: row.status,
    progress: row.progress,
    video_url: row.status === 'completed' && row.media_id ? mediaUrl(row.media_id) : null,
    message: row.message,
  };
}
