import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { ATTACHMENT_MAX_BASE64, HISTORY_MAX_PARTS, HISTORY_PART_MAX_CHARACTERS } from '../build-studio.constants';
import { NestedArray } from '../../../common/nested-array.decorator';

export const IMAGE_MIME_PATTERN = /^image\/(png|jpeg|gif|webp)$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An image as base64 (spec `attachedFile` and history `inlineData`): checked by content, at most 256 KB. */
export class BuildImageDto {
  @ApiProperty({ example: 'image/png', pattern: IMAGE_MIME_PATTERN.source })
  @IsString()
  @Matches(IMAGE_MIME_PATTERN, { message: 'mimeType must be image/png, image/jpeg, image/gif or image/webp' })
  mimeType!: string;

  @ApiProperty({ description: 'Base64 without a data: prefix', maxLength: ATTACHMENT_MAX_BASE64 })
  @IsString()
  @MaxCharacters(ATTACHMENT_MAX_BASE64, { message: 'The image is larger than 256 KB' })
  @Matches(BASE64, { message: 'data must be base64' })
  data!: string;
}

/** One part of a history entry: text, or an image. */
export class BuildHistoryPartDto {
  @ApiPropertyOptional({ maxLength: HISTORY_PART_MAX_CHARACTERS })
  @IsOptional()
  @IsString()
  @MaxCharacters(HISTORY_PART_MAX_CHARACTERS)
  text?: string;

  @ApiPropertyOptional({ type: BuildImageDto })
  @IsOptional()
  @IsObject({ message: 'inlineData must be an object' })
  @ValidateNested()
  @Type(() => BuildImageDto)
  inlineData?: BuildImageDto;
}

/** Spec 001 §3 conversation history entry. */
export class BuildHistoryEntryDto {
  @ApiProperty({ enum: ['user', 'model'] })
  @IsIn(['user', 'model'])
  role!: 'user' | 'model';

  @ApiProperty({ type: [BuildHistoryPartDto], maxItems: HISTORY_MAX_PARTS })
  @NestedArray(() => BuildHistoryPartDto, HISTORY_MAX_PARTS)
  parts!: BuildHistoryPartDto[];
}
