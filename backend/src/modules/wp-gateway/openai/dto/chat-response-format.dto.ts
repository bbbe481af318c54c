import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsObject, IsOptional, IsString, Matches, ValidateIf, ValidateNested } from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';
import { FUNCTION_NAME } from './chat-tools.dto';

export const RESPONSE_FORMAT_TYPES = ['text', 'json_object', 'json_schema'] as const;

export class JsonSchemaFormatDto {
  @ApiProperty({ pattern: FUNCTION_NAME.source, maxLength: 64 })
  @IsString()
  @Matches(FUNCTION_NAME, { message: 'name must be 1 to 64 letters, digits, underscores or dashes' })
  name!: string;

  @ApiPropertyOptional({ maxLength: 10_000 })
  @IsOptional()
  @IsString()
  @MaxCharacters(10_000)
  description?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'The JSON Schema the answer must follow' })
  @IsOptional()
  @IsObject()
  schema?: Record<string, unknown>;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  strict?: boolean | null;
}

/** `response_format`: `{type: 'text'}`, `{type: 'json_object'}` or `{type: 'json_schema', json_schema: {name, schema?…}}`. */
export class ResponseFormatDto {
  @ApiProperty({ enum: RESPONSE_FORMAT_TYPES })
  @IsIn(RESPONSE_FORMAT_TYPES)
  type!: (typeof RESPONSE_FORMAT_TYPES)[number];

  @ApiPropertyOptional({ type: JsonSchemaFormatDto, description: 'Required with type json_schema' })
  @ValidateIf((format: ResponseFormatDto) => format.type === 'json_schema' || format.json_schema !== undefined)
  @IsDefined({ message: 'json_schema is required when type is json_schema' })
  @ValidateNested()
  @Type(() => JsonSchemaFormatDto)
  json_schema?: JsonSchemaFormatDto;
}
