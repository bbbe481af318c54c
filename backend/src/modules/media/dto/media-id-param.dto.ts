import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Not pattern-checked here: a malformed id answers 404 like an unknown one, not 400. */
export class MediaIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(100)
  id!: string;
}
