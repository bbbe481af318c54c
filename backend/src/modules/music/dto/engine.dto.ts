import { ApiProperty } from '@nestjs/swagger';
import type { EngineDescriptor, EngineProvider } from '../../../engines/engine-descriptor';

/** Which engine wrote or composed a result ("offline engine", or an OpenAI-compatible model). */
export class MusicEngineDto {
  @ApiProperty({ enum: ['local', 'openai'] })
  provider!: EngineProvider;

  @ApiProperty({ example: 'atelier-synth' })
  model!: string;

  @ApiProperty({ example: 'offline engine' })
  label!: string;
}

export function mapMusicEngine(engine: EngineDescriptor): MusicEngineDto {
  return { provider: engine.provider, model: engine.model, label: engine.label };
}
