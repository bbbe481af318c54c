import { ApiProperty } from '@nestjs/swagger';
import { ENGINE_PROVIDERS } from '../../../config/config.constants';
import type { EngineProvider } from '../../../config/config.constants';

export class EngineDescriptionDto {
  @ApiProperty({ enum: ENGINE_PROVIDERS })
  provider!: EngineProvider;

  @ApiProperty({ example: 'atelier-local-1' })
  model!: string;

  @ApiProperty({ example: 'Offline engine', description: 'What the UI shows next to generated content' })
  label!: string;
}
