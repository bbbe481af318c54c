import { ApiProperty } from '@nestjs/swagger';
import { VideoJobResultDto } from './video-job.dto';

/** The finished job's result, with where it is served and whose it is. */
export class VideoResponseDto extends VideoJobResultDto {
  @ApiProperty({ example: '/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11', description: 'Relative URL of the MP4' })
  video_url!: string;

  @ApiProperty()
  prompt!: string;

  @ApiProperty()
  session_id!: string;

  @ApiProperty({ format: 'uuid' })
  job_id!: string;
}

export class VideoJobStatusDto {
  @ApiProperty()
  request_id!: string;

  @ApiProperty({ format: 'uuid', description: 'Follow it at GET /api/jobs/{job_id}/events' })
  job_id!: string;

  @ApiProperty({ enum: ['queued', 'active', 'completed', 'failed'] })
  status!: 'queued' | 'active' | 'completed' | 'failed';

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ type: String, nullable: true })
  video_url!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it failed, that it is being retried, or what it is doing' })
  message!: string | null;
}

/** 202 to `Prefer: respond-async`: the job exists (or already did); follow it instead of waiting on the POST. */
export class VideoJobAcceptedDto extends VideoJobStatusDto {
  @ApiProperty({ example: '/api/jobs/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11/events', description: 'Server-Sent Events of the job' })
  events_url!: string;
}
