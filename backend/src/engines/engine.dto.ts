import { ApiProperty } from '@nestjs/swagger';
import type { EngineDescriptor, EngineProvider } from './engine-descriptor';

/** Which engine made a result (image, video, lyrics, beat, marketing copy), so the UI can say e.g. "offline engine". */
export class EngineDto {
  @ApiProperty({ enum: ['local', 'openai'] })
  provider!: EngineProvider;

  @ApiProperty({ example: 'atelier-svg' })
  model!: string;

  @ApiProperty({ example: 'offline engine' })
  label!: string;
}

export function mapEngine(engine: EngineDescriptor): EngineDto {
  return { provider: engine.provider, model: engine.model, label: engine.label };
}
