import { ApiProperty } from '@nestjs/swagger';
import { AREA_NAMES, AreaName } from '../../../config/config.constants';
import { EnginesDto } from './engines.dto';
import { FeaturesDto } from './features.dto';

export class PublicConfigResponseDto {
  @ApiProperty({ example: 'Atelier' })
  product!: string;

  @ApiProperty({ type: EnginesDto })
  engines!: EnginesDto;

  @ApiProperty({ type: FeaturesDto })
  features!: FeaturesDto;

  @ApiProperty({ example: 'atk_demo_public', description: 'The public demo key for /api/wp/* (limited per visitor and day)' })
  demoApiKey!: string;

  @ApiProperty({ enum: AREA_NAMES, isArray: true, description: 'Areas served by the process that answered' })
  modules!: AreaName[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'http://preview.localhost:3007',
    description: "Origin of the Build Studio preview's host page (another site, so its own browser process); null → the site's own origin",
  })
  previewOrigin!: string | null;
}
