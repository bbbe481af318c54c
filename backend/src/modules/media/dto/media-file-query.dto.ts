import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class MediaFileQueryDto {
  @ApiPropertyOptional({ enum: ['1'], description: 'Answer as a download (Content-Disposition: attachment) under the file’s name' })
  @IsOptional()
  @IsIn(['1'])
  download?: '1';
}
