import { ApiProperty } from '@nestjs/swagger';
import { EXPORT_JOB } from '../music.constants';
import { ExportDto } from './music-responses.dto';

/**
 * What a `music.export` job adds to the job snapshot of GET /api/jobs/{id} and its events (the jobs area's
 * JobDto): its kind, and its result once completed — the same ExportDto that POST /api/music/export answers
 * when it holds the request, so a client following the job reads the answer it would have waited for.
 */
export class MusicExportJobDto {
  @ApiProperty({ enum: [EXPORT_JOB.name] })
  kind!: 'music.export';

  @ApiProperty({ type: ExportDto, nullable: true, description: 'Once completed' })
  result!: ExportDto | null;
}
