import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';
import { MAX_MESSAGES, MODEL_ID_MAX_CHARACTERS } from '../openai-compat.constants';
import { IsChatContent } from './is-chat-content.decorator';

/** `system` and `developer` (OpenAI's newer name for it) instruct; `user` and `assistant` are the conversation. */
export const CHAT_ROLES = ['system', 'developer', 'user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A text part or an image part (a `data:` URL; the gateway never fetches URLs for a caller). */
export type ChatContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };

export class ChatCompletionMessageDto {
  @ApiProperty({ enum: CHAT_ROLES })
  @IsIn(CHAT_ROLES)
  role!: ChatRole;

  @ApiProperty({
    description:
      'A string, or an array of parts: `{type: "text", text}` and `{type: "image_url", image_url: {url}}` where url is a ' +
      'base64 `data:image/…` URL (analysed by the vision engine; remote URLs are refused).',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'object' } }],
  })
  @IsChatContent()
  content!: string | ChatContentPart[];

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxCharacters(64)
  name?: string;
}

export class StreamOptionsDto {
  @ApiPropertyOptional({ description: 'Send `usage` on a last chunk before [DONE]' })
  @IsOptional()
  @IsBoolean()
  include_usage?: boolean;
}

/**
 * POST /api/openai/v1/chat/completions, as OpenAI's API takes it. Sampling fields the engines cannot honour
 * (top_p, penalties, seed, stop, user, logit_bias) are accepted so existing clients work, and ignored.
 */
export class ChatCompletionRequestDto {
  @ApiProperty({ maxLength: MODEL_ID_MAX_CHARACTERS, description: 'A text model id from GET /models' })
  @IsString()
  @IsNotEmpty()
  @MaxCharacters(MODEL_ID_MAX_CHARACTERS)
  model!: string;

  @ApiProperty({ type: [ChatCompletionMessageDto], minItems: 1, maxItems: MAX_MESSAGES })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_MESSAGES)
  @ValidateNested({ each: true })
  @Type(() => ChatCompletionMessageDto)
  messages!: ChatCompletionMessageDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  stream?: boolean;

  @ApiPropertyOptional({ type: StreamOptionsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => StreamOptionsDto)
  stream_options?: StreamOptionsDto;

  @ApiPropertyOptional({ minimum: 1, description: 'Caps the answer; the plan caps it too (1,024 tokens per call)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  max_tokens?: number;

  @ApiPropertyOptional({ minimum: 1, description: 'Same as max_tokens (its newer name); the smaller wins' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  max_completion_tokens?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 2 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(2)
  temperature?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1)
  top_p?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1, description: 'One choice per call' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1)
  n?: number;

  @ApiPropertyOptional({ minimum: -2, maximum: 2 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-2)
  @Max(2)
  presence_penalty?: number;

  @ApiPropertyOptional({ minimum: -2, maximum: 2 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-2)
  @Max(2)
  frequency_penalty?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  seed?: number;

  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  @IsOptional()
  @IsString({ each: true })
  @MaxCharacters(200, { each: true })
  stop?: string | string[];

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxCharacters(200)
  user?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'number' } })
  @IsOptional()
  @IsObject()
  logit_bias?: Record<string, number>;
}
