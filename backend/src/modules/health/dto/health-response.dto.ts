import { ApiProperty } from '@nestjs/swagger';
import { AREA_NAMES, AreaName } from '../../../config/config.constants';

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'], description: "'error' when the database does not answer" })
  status!: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ description: 'Seconds since this process started', example: 42 })
  uptime_s!: number;

  @ApiProperty({ enum: AREA_NAMES, isArray: true, description: 'Areas this process serves' })
  modules!: AreaName[];

  @ApiProperty({ description: 'True for worker processes (job consumers)' })
  worker!: boolean;

  @ApiProperty({ example: '0.1.0' })
  version!: string;
}
