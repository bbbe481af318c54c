import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { CREDIT_ENDPOINTS, type CreditEndpoint } from '../../../metering/credits/credit-costs';
import { CHARGE_SOURCES, COPY_TYPES, type CopyType, FEATURES, type Feature, VISUAL_STYLES, type VisualStyle } from '../marketing.constants';

export class ConsumeMetaDto {
  @ApiProperty({ enum: FEATURES, description: 'Which part of the studio spends the credits' })
  @IsIn(FEATURES)
  feature!: Feature;

  @ApiPropertyOptional({ enum: COPY_TYPES, description: 'Campaign Copy only' })
  @IsOptional()
  @IsIn(COPY_TYPES)
  copyType?: CopyType;

  @ApiPropertyOptional({ enum: VISUAL_STYLES, description: 'Visuals only' })
  @IsOptional()
  @IsIn(VISUAL_STYLES)
  style?: VisualStyle;
}

/** POST /api/v1/consume (spec 001 §7). */
export class ConsumeDto {
  @ApiProperty({ enum: CREDIT_ENDPOINTS, description: '`text` is paid in RC (copy, Chat Engineer), `image` in SC (visuals)' })
  @IsIn(CREDIT_ENDPOINTS)
  endpoint!: CreditEndpoint;

  @ApiProperty({ enum: CHARGE_SOURCES })
  @IsIn(CHARGE_SOURCES)
  source!: 'web';

  @ApiProperty({ type: ConsumeMetaDto })
  @IsObject()
  @ValidateNested()
  @Type(() => ConsumeMetaDto)
  meta!: ConsumeMetaDto;
}
