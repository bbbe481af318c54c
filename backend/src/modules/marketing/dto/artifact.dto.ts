import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ARTIFACT_KINDS, ARTIFACTS_PAGE_MAX, type ArtifactKind, COPY_TYPES, type CopyType, VISUAL_STYLES, type VisualStyle } from '../marketing.constants';
import { CreditCostDto } from './credits-response.dto';
import { EngineDto } from '../../../engines/engine.dto';

/** Spec 001 §3: `type text with content, or type image with url`. */
export class ArtifactItemDto {
  @ApiProperty({ enum: ['text', 'image'] })
  type!: 'text' | 'image';

  @ApiPropertyOptional({ example: 'Headline', description: 'text: which part of the copy' })
  label?: string;

  @ApiPropertyOptional({ description: 'text: the words' })
  content?: string;

  @ApiPropertyOptional({ example: '/api/media/6f1c1a9e-3c55-4a8e-9a57-2a0f4f0b9c11', description: 'image: the PNG' })
  url?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  media_id?: string;

  @ApiPropertyOptional({ example: 1024 })
  width?: number;

  @ApiPropertyOptional({ example: 1024 })
  height?: number;

  @ApiPropertyOptional({ description: 'image: what it shows (the request)' })
  alt?: string;
}

export class ArtifactDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ARTIFACT_KINDS })
  kind!: ArtifactKind;

  @ApiProperty()
  input!: string;

  @ApiProperty({ enum: COPY_TYPES, nullable: true })
  copy_type!: CopyType | null;

  @ApiProperty({ enum: VISUAL_STYLES, nullable: true })
  style!: VisualStyle | null;

  @ApiProperty({ type: [ArtifactItemDto] })
  output!: ArtifactItemDto[];

  @ApiProperty({ type: EngineDto })
  engine!: EngineDto;

  @ApiProperty({ type: CreditCostDto, description: 'What it was paid' })
  cost!: CreditCostDto;

  @ApiProperty({ format: 'uuid', description: 'The credit charge that paid for it' })
  charge_id!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class ArtifactsResponseDto {
  @ApiProperty({ type: [ArtifactDto], description: 'Newest first' })
  artifacts!: ArtifactDto[];
}

export class ArtifactsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: ARTIFACTS_PAGE_MAX, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ARTIFACTS_PAGE_MAX)
  limit?: number;
}

export class ArtifactIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}
