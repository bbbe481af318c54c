import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** GET /api/media/{id}?download=…: the file is handed out as an attachment under this name. */
export class MediaDownloadQueryDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 200,
    description: 'Serve the file as a download (Content-Disposition: attachment) under this name, made safe for file systems',
    example: 'Late Night Drive – mix.mp3',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  download?: string;
}
