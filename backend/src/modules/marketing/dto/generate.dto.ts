import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  COPY_TYPES,
  type CopyType,
  INPUT_MAX_CHARACTERS,
  QUICK_OUTPUTS,
  type QuickOutput,
  VISUAL_STYLES,
  type VisualStyle,
} from '../marketing.constants';
import { RequiredText } from '../../../common/text-field.decorators';

/** Spec 001 §5: every generator needs non-empty trimmed input. */
export class GeneratorInputDto {
  @RequiredText(INPUT_MAX_CHARACTERS, { example: 'Spring sale on hand-poured soy candles, 20% off' })
  input!: string;
}

export class QuickCreateDto extends GeneratorInputDto {
  @ApiPropertyOptional({ enum: QUICK_OUTPUTS, default: 'copy', description: '`copy` costs RC, `image` SC' })
  @IsOptional()
  @IsIn(QUICK_OUTPUTS)
  output?: QuickOutput;
}

export class CampaignCopyDto extends GeneratorInputDto {
  @ApiProperty({ enum: COPY_TYPES })
  @IsIn(COPY_TYPES)
  copy_type!: CopyType;
}

export class VisualDto extends GeneratorInputDto {
  @ApiProperty({ enum: VISUAL_STYLES })
  @IsIn(VISUAL_STYLES)
  style!: VisualStyle;
}
