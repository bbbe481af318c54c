import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';

export class BuildGenerationParamsDto {
  @ApiProperty({ format: 'uuid', description: 'From the stream\'s `start` event' })
  @IsUUID()
  generationId!: string;
}

export class BuildGenerationFileQueryDto {
  @ApiProperty({ example: 'styles.css' })
  @IsString()
  @MaxCharacters(1_000)
  path!: string;
}

export class BuildGenerationFileDto {
  @ApiProperty({ example: 'styles.css' })
  path!: string;

  @ApiProperty()
  content!: string;

  @ApiProperty({ example: '1a2b3c4d', description: 'FNV-1a of the content, as in the stream\'s operations' })
  checksum!: string;
}
