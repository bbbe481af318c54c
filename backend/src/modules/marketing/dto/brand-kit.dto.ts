import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { BRAND_FIELD_MAX_CHARACTERS } from '../marketing.constants';

/** PUT /api/marketing/brand-kit: the whole kit; an empty field means "not set". */
export class BrandKitDto {
  @ApiProperty({ maxLength: BRAND_FIELD_MAX_CHARACTERS, example: 'Glow Candles' })
  @Transform(trimString)
  @IsString()
  @MaxCharacters(BRAND_FIELD_MAX_CHARACTERS)
  product!: string;

  @ApiProperty({ maxLength: BRAND_FIELD_MAX_CHARACTERS, example: 'busy parents' })
  @Transform(trimString)
  @IsString()
  @MaxCharacters(BRAND_FIELD_MAX_CHARACTERS)
  audience!: string;

  @ApiProperty({ maxLength: BRAND_FIELD_MAX_CHARACTERS, example: 'warm and playful' })
  @Transform(trimString)
  @IsString()
  @MaxCharacters(BRAND_FIELD_MAX_CHARACTERS)
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
