import { ApiProperty } from '@nestjs/swagger';
import { EngineDto } from '../../../engines/engine.dto';

export class PhotoResponseDto {
  @ApiProperty({ example: '/api/media/6f1c1a9e-3c55-4a8e-9a57-2a0f4f0b9c11', description: 'Relative URL of the PNG' })
  photo_url!: string;

  @ApiProperty({ description: 'The prompt as used (trimmed)' })
  prompt!: string;

  @ApiProperty()
  session_id!: string;

  @ApiProperty({ format: 'uuid' })
  media_id!: string;

  @ApiProperty({ example: 1024 })
  width!: number;

  @ApiProperty({ example: 1024 })
  height!: number;

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;
}
