import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class PreviewFrameQueryDto {
  @ApiPropertyOptional({
    example: 'http://localhost:3000',
    maxLength: 200,
    description: "The studio's origin (one of CORS_ORIGINS or PUBLIC_APP_URL's): the only one the page takes orders from, answers and may be framed by",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  studio?: string;
}
