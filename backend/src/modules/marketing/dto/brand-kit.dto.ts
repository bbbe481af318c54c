import { ApiProperty } from '@nestjs/swagger';
import { BRAND_FIELD_MAX_CHARACTERS } from '../marketing.constants';
import { TrimmedText } from '../../../common/text-field.decorators';

/** PUT /api/marketing/brand-kit: the whole kit; an empty field means "not set". */
export class BrandKitDto {
  @TrimmedText(BRAND_FIELD_MAX_CHARACTERS, { example: 'Glow Candles' })
  product!: string;

  @TrimmedText(BRAND_FIELD_MAX_CHARACTERS, { example: 'busy parents' })
  audience!: string;

  @TrimmedText(BRAND_FIELD_MAX_CHARACTERS, { example: 'warm and playful' })
  voice!: string;
}

export class BrandKitResponseDto {
  @ApiProperty({ example: 'Glow Candles' })
  product!: string;

  @ApiProperty({ example: 'busy parents' })
  audience!: string;

  @ApiProperty({ example: 'warm and playful' })
  voice!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null until saved once' })
  updated_at!: string | null;
}
