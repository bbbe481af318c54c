import { ApiProperty } from '@nestjs/swagger';
import { jobOfKindDto } from '../../../jobs/http/job.dto';
import { EXPORT_JOB, SCENE_JOB } from '../movie.constants';

export class RenderedSceneDto {
  @ApiProperty()
  scene_id!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The clip, served by GET /api/media/{id}; null when the scene did not render' })
  media_id!: string | null;
}

/** What a completed `movie.scene` job gives back (its items carry each scene's own state). */
export class SceneRenderResultDto {
  @ApiProperty({ type: [RenderedSceneDto], description: 'The scenes of the batch, in the order they ran' })
  scenes!: RenderedSceneDto[];
}

/** The exported film: the same in the job's result and in the POST's answer. */
export class ExportedMovieDto {
  @ApiProperty({ format: 'uuid', description: 'The MP4, served by GET /api/media/{id}' })
  media_id!: string;

  @ApiProperty()
  duration_seconds!: number;

  @ApiProperty()
  width!: number;

  @ApiProperty()
  height!: number;
}

/** What a completed `movie.export` job gives back. */
export class MovieExportJobResultDto extends ExportedMovieDto {
  @ApiProperty({ description: 'Pieces (title card, scenes, credits) taken as they were' })
  reused_clips!: number;

  @ApiProperty({ description: 'Pieces rendered or re-encoded for it' })
  rendered_clips!: number;

  @ApiProperty({ description: 'True when the pieces were joined by copying their streams (no re-encode of the whole film)' })
  stream_copy!: boolean;
}

/** A `movie.scene` job (one scene or "Generate All Scenes") as GET /api/jobs/{id} answers it. */
export class MovieSceneRenderJobDto extends jobOfKindDto(SCENE_JOB.name, SceneRenderResultDto) {}

/** A `movie.export` job as GET /api/jobs/{id} answers it. */
export class MovieExportJobDto extends jobOfKindDto(EXPORT_JOB.name, MovieExportJobResultDto) {}
