import { ApiProperty } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../../common/error-body.dto';

/** 410 for a file its owner deleted: the error body, and where the newest file that replaced it is. */
export class MediaGoneDto extends ErrorBodyDto {
  @ApiProperty({ type: String, nullable: true, example: '/api/media/9a0c3c5e-0b51-4a43-a0f4-0d3cfbd0b8f6', description: 'The newest file of its kind (e.g. the latest export), or null when there is none' })
  latest_url!: string | null;
}
