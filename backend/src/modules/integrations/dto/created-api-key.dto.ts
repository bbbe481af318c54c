import { ApiProperty } from '@nestjs/swagger';
import { ApiKeyDto } from './api-key.dto';

export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ description: 'The full key. Shown this once: only its hash is stored.' })
  key!: string;
}
