import { ApiProperty } from '@nestjs/swagger';
import type { EngineDescriptor, EngineProvider } from '../../../engines/engine-descriptor';

/** Which engine made a result, so the studio can say e.g. "offline engine". */
export class MarketingEngineDto {
  @ApiProperty({ enum: ['local', 'openai'] })
  provider!: EngineProvider;

  @ApiProperty({ example: 'atelier-templates' })
  model!: string;

  @ApiProperty({ example: 'offline engine' })
  label!: string;
}

export function mapEngine(engine: EngineDescriptor): MarketingEngineDto {
  return { provider: engine.provider, model: engine.model, label: engine.label };
}
