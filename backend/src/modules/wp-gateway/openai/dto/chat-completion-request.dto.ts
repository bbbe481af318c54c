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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';
import { MAX_CHOICES, MAX_CONVERSATION_CHARACTERS, MAX_MESSAGES, MAX_TOOLS, MODEL_ID_MAX_CHARACTERS } from '../openai-compat.constants';
import { IsChatContent } from './is-chat-content.decorator';
import { IgnoresUnknownFields } from '../../../../common/validation.pipe';
import { ResponseFormatDto } from './chat-response-format.dto';
import { ChatToolDto, FunctionDefinitionDto, IsFunctionCallChoice, IsToolChoice, TOOL_CHOICE_SCHEMA, ToolCallDto } from './chat-tools.dto';
import { IsMetadata, IsStop, RequiresLogprobs } from './chat-request-rules';

export const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high'] as const;
export const VERBOSITIES = ['low', 'medium', 'high'] as const;
export const MODALITIES = ['text', 'audio'] as const;
export const SERVICE_TIERS = ['auto', 'default', 'flex', 'scale', 'priority'] as const;

/**
 * `system` and `developer` (OpenAI's newer name for it) instruct; `user` and `assistant` are the conversation;
 * `tool` carries a tool's result back (with the call's `tool_call_id`).
 */
export const CHAT_ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;
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
  // An assistant message that only calls tools (or a legacy function) says nothing: null, as the SDKs send it.
  @ValidateIf((message: ChatCompletionMessageDto) => !(message.role === 'assistant' && (message.tool_calls !== undefined || message.function_call !== undefined) && (message.content === null || message.content === undefined)))
  @IsChatContent()
  content!: string | ChatContentPart[] | null;

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxCharacters(64)
  name?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'With role tool (required there): the id of the call this answers' })
  @ValidateIf((message: ChatCompletionMessageDto) => message.role === 'tool' || message.tool_call_id !== undefined)
  @IsString()
  @IsNotEmpty()
  @MaxCharacters(200)
  tool_call_id?: string;

  @ApiPropertyOptional({ type: [ToolCallDto], maxItems: MAX_TOOLS, description: 'With role assistant: the calls it made' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TOOLS)
  @ValidateNested({ each: true })
  @Type(() => ToolCallDto)
  tool_calls?: ToolCallDto[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_CONVERSATION_CHARACTERS, description: 'With role assistant' })
  @IsOptional()
  @IsString()
  @MaxCharacters(MAX_CONVERSATION_CHARACTERS)
  refusal?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Deprecated (role assistant): a legacy function call {name, arguments}' })
  @IsOptional()
  @IsObject()
  function_call?: { name: string; arguments: string };

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'With role assistant: {id} of an earlier audio answer; passed through' })
  @IsOptional()
  @IsObject()
  audio?: { id: string };
}

export class StreamOptionsDto {
  @ApiPropertyOptional({ description: 'Send `usage` on a last chunk before [DONE]' })
  @IsOptional()
  @IsBoolean()
  include_usage?: boolean;
}

/**
 * POST /api/openai/v1/chat/completions, as OpenAI's API documents it, each field with OpenAI's rules. A provider
 * receives every field as sent; the offline engine honours n, response_format and tools (README § OpenAI
 * Chat Completions fields) and ignores the rest. Fields this DTO does not know (added to OpenAI's API later)
 * are dropped, not refused, as OpenAI's SDKs expect of a compatible server.
 */
@IgnoresUnknownFields()
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

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_CHOICES, description: 'How many choices; all are metered' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_CHOICES)
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

  @ApiPropertyOptional({ oneOf: [{ type: 'string', maxLength: 200 }, { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 4 }] })
  @IsOptional()
  @IsStop()
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

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'Log probabilities of the output tokens (a provider\'s; null offline)' })
  @IsOptional()
  @IsBoolean()
  logprobs?: boolean | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 20, description: 'Only with logprobs: true' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(20)
  @RequiresLogprobs()
  top_logprobs?: number;

  @ApiPropertyOptional({ type: ResponseFormatDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ResponseFormatDto)
  response_format?: ResponseFormatDto;

  @ApiPropertyOptional({ type: [ChatToolDto], maxItems: MAX_TOOLS })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TOOLS)
  @ValidateNested({ each: true })
  @Type(() => ChatToolDto)
  tools?: ChatToolDto[];

  @ApiPropertyOptional(TOOL_CHOICE_SCHEMA)
  @IsOptional()
  @IsToolChoice()
  tool_choice?: 'none' | 'auto' | 'required' | { type: 'function'; function: { name: string } };

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  parallel_tool_calls?: boolean;

  @ApiPropertyOptional({ type: [FunctionDefinitionDto], maxItems: MAX_TOOLS, description: 'Deprecated: tools' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TOOLS)
  @ValidateNested({ each: true })
  @Type(() => FunctionDefinitionDto)
  functions?: FunctionDefinitionDto[];

  @ApiPropertyOptional({
    description: 'Deprecated: tool_choice',
    oneOf: [{ type: 'string', enum: ['none', 'auto'] }, { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }],
  })
  @IsOptional()
  @IsFunctionCallChoice()
  function_call?: 'none' | 'auto' | { name: string };

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  store?: boolean | null;

  @ApiPropertyOptional({ enum: REASONING_EFFORTS })
  @IsOptional()
  @IsIn(REASONING_EFFORTS)
  reasoning_effort?: (typeof REASONING_EFFORTS)[number];

  @ApiPropertyOptional({ enum: VERBOSITIES })
  @IsOptional()
  @IsIn(VERBOSITIES)
  verbosity?: (typeof VERBOSITIES)[number];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string', maxLength: 512 }, maxProperties: 16 })
  @IsOptional()
  @IsMetadata()
  metadata?: Record<string, string>;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: [...MODALITIES] }, maxItems: 2 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(2)
  @IsIn([...MODALITIES], { each: true })
  modalities?: Array<(typeof MODALITIES)[number]>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Predicted output {type: "content", content}; passed through' })
  @IsOptional()
  @IsObject()
  prediction?: Record<string, unknown>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Audio output {voice, format}; passed through' })
  @IsOptional()
  @IsObject()
  audio?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: SERVICE_TIERS })
  @IsOptional()
  @IsIn(SERVICE_TIERS)
  service_tier?: (typeof SERVICE_TIERS)[number];

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Passed through' })
  @IsOptional()
  @IsObject()
  web_search_options?: Record<string, unknown>;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxCharacters(200)
  prompt_cache_key?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxCharacters(200)
  safety_identifier?: string;
}
