import { ApiProperty } from '@nestjs/swagger';
import type { EngineCapability } from '../../../config/config.constants';
import { EngineDescriptionDto } from './engine-description.dto';

export class EnginesDto implements Record<EngineCapability, EngineDescriptionDto> {
  @ApiProperty({ type: EngineDescriptionDto })
  text!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto })
  image!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto })
  video!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto })
  transcription!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto })
  vision!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto })
  music!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto, description: 'Build Studio code generation' })
  code!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto, description: 'OpenAI-compatible /audio/speech' })
  speech!: EngineDescriptionDto;

  @ApiProperty({ type: EngineDescriptionDto, description: 'OpenAI-compatible /embeddings' })
  embeddings!: EngineDescriptionDto;
}
