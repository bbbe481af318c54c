import { ApiProperty } from '@nestjs/swagger';
import { jobOfKindDto } from '../../../../jobs/http/job.dto';
import { EngineDto } from '../../../../engines/engine.dto';
import { VIDEO_JOB_KIND } from '../video.constants';

/** What a completed `video.generate` job gives back (VideoJobResult). */
export class VideoJobResultDto {
  @ApiProperty({ format: 'uuid', description: 'The MP4, served by GET /api/media/{id}' })
  media_id!: string;

  @ApiProperty({ example: 5 })
  duration_seconds!: number;

  @ApiProperty({ example: 1280 })
  width!: number;

  @ApiProperty({ example: 720 })
  height!: number;

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;
}

/** A `video.generate` job as GET /api/jobs/{id} answers it. */
export class VideoGenerateJobDto extends jobOfKindDto(VIDEO_JOB_KIND, VideoJobResultDto) {}
