import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** GET /api/media/{id}?download=…: the file is handed out as an attachment, `1` under its stored name (a movie export's title), else under this name. */
export class MediaDownloadQueryDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 200,
    description: 'Serve the file as a download (Content-Disposition: attachment): `1` under the name stored with it (else none), any other value under this name, made safe for file systems',
    example: 'Late Night Drive – mix.mp3',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  download?: string;
}
