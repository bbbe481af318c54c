import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { PROJECT_LIMITS } from '../build-studio.constants';

/** Spec 001 §3 "Build Studio file": path and content (its type is always 'file'). */
export class BuildFileDto {
  @ApiProperty({
    example: 'scripts/app.js',
    maxLength: 256,
    description: 'Relative, `/`-separated; normalised, and refused when absolute, with "..", NUL or over 256 characters',
  })
  @IsString()
  @MaxCharacters(1_000)
  path!: string;

  @ApiProperty({ example: "console.log('hello');\n", description: 'UTF-8 text; the whole project is at most 512 KB' })
  @IsString()
  @MaxCharacters(PROJECT_LIMITS.maxTotalBytes)
  content!: string;
}

/** A file as the API answers it. */
export class BuildFileResponseDto {
  @ApiProperty({ example: 'index.html' })
  path!: string;

  @ApiProperty({ example: '<!DOCTYPE html>…' })
  content!: string;
}
