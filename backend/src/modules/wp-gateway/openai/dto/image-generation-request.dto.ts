import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';
import {
  IMAGE_SIZES,
  type ImageSize,
  MAX_IMAGE_PROMPT_CHARACTERS,
  MAX_IMAGES_PER_CALL,
  MODEL_ID_MAX_CHARACTERS,
} from '../openai-compat.constants';
import { RequiredText } from '../../../../common/text-field.decorators';

export const IMAGE_RESPONSE_FORMATS = ['url', 'b64_json'] as const;

/** POST /api/openai/v1/images/generations, as OpenAI's API takes it. */
export class ImageGenerationRequestDto {
  @RequiredText(MAX_IMAGE_PROMPT_CHARACTERS)
  prompt!: string;

  @ApiPropertyOptional({ maxLength: MODEL_ID_MAX_CHARACTERS, description: 'An image model id from GET /models (default: the configured one)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxCharacters(MODEL_ID_MAX_CHARACTERS)
  model?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_IMAGES_PER_CALL, default: 1, description: 'Each image is metered as one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_IMAGES_PER_CALL)
  n?: number;

  @ApiPropertyOptional({ enum: [...IMAGE_SIZES, 'auto'], default: '1024x1024' })
  @IsOptional()
  @IsIn([...IMAGE_SIZES, 'auto'])
  size?: ImageSize | 'auto';

  @ApiPropertyOptional({ enum: IMAGE_RESPONSE_FORMATS, default: 'url' })
  @IsOptional()
  @IsIn(IMAGE_RESPONSE_FORMATS)
  response_format?: (typeof IMAGE_RESPONSE_FORMATS)[number];

  @ApiPropertyOptional({ enum: ['standard', 'hd', 'auto', 'low', 'medium', 'high'], description: 'Accepted and ignored' })
  @IsOptional()
  @IsIn(['standard', 'hd', 'auto', 'low', 'medium', 'high'])
  quality?: string;

  @ApiPropertyOptional({ enum: ['vivid', 'natural'], description: 'Accepted and ignored' })
  @IsOptional()
  @IsIn(['vivid', 'natural'])
  style?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxCharacters(200)
  user?: string;
}
