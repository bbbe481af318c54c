import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';

export const SUBTITLE_FORMATS = ['vtt', 'srt'] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

/** Like /api/media/{id}: a malformed id answers 404 like an unknown one. */
export class SubtitleParamsDto {
  @ApiProperty({ format: 'uuid', description: 'A movie export or a scene clip (its media id)' })
  @IsString()
  @MaxLength(100)
  mediaId!: string;

  @ApiProperty({ enum: SUBTITLE_FORMATS, description: 'vtt: WebVTT (for <track>); srt: SubRip' })
  @IsIn(SUBTITLE_FORMATS)
  format!: SubtitleFormat;
}
