import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsObject, IsOptional, IsString, Matches, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';

/** OpenAI's rule for function and schema names. */
export const FUNCTION_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const FUNCTION_NAME_RULE = 'must be 1 to 64 letters, digits, underscores or dashes';
/** Arguments and descriptions are bounded like the conversation; JSON Schemas by the body limit. */
const MAX_ARGUMENT_CHARACTERS = 100_000;

/** A function the model may call: `tools[].function` (and the legacy `functions[]`). */
export class FunctionDefinitionDto {
  @ApiProperty({ pattern: FUNCTION_NAME.source, maxLength: 64 })
  @IsString()
  @Matches(FUNCTION_NAME, { message: `name ${FUNCTION_NAME_RULE}` })
  name!: string;

  @ApiPropertyOptional({ maxLength: 10_000 })
  @IsOptional()
  @IsString()
  @MaxCharacters(10_000)
  description?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'A JSON Schema of the arguments' })
  @IsOptional()
  @IsObject()
  parameters?: Record<string, unknown>;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  strict?: boolean | null;
}

export class ChatToolDto {
  @ApiProperty({ enum: ['function'] })
  @IsIn(['function'])
  type!: 'function';

  @ApiProperty({ type: FunctionDefinitionDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => FunctionDefinitionDto)
  function!: FunctionDefinitionDto;
}

export class ToolCallFunctionDto {
  @ApiProperty({ maxLength: 64 })
  @IsString()
  @MaxCharacters(64)
  name!: string;

  @ApiProperty({ maxLength: MAX_ARGUMENT_CHARACTERS, description: 'The arguments as a JSON text' })
  @IsString()
  @MaxCharacters(MAX_ARGUMENT_CHARACTERS)
  arguments!: string;
}

/** A call an assistant message made (`messages[].tool_calls[]`), sent back with the conversation. */
export class ToolCallDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MaxCharacters(200)
  id!: string;

  @ApiProperty({ enum: ['function'] })
  @IsIn(['function'])
  type!: 'function';

  @ApiProperty({ type: ToolCallFunctionDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => ToolCallFunctionDto)
  function!: ToolCallFunctionDto;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const namesAFunction = (value: unknown, key: string): boolean => {
  if (!isPlainObject(value)) return false;
  const inner = key ? value[key] : value;
  return isPlainObject(inner) && typeof inner.name === 'string' && FUNCTION_NAME.test(inner.name);
};

/** `tool_choice`: 'none' | 'auto' | 'required' | {type: 'function', function: {name}}. */
export function IsToolChoice(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isToolChoice',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' && ['none', 'auto', 'required'].includes(value)) ||
          (isPlainObject(value) && value.type === 'function' && namesAFunction(value, 'function')),
        defaultMessage: () => 'tool_choice must be "none", "auto", "required" or {"type": "function", "function": {"name"}}',
      },
    },
    options,
  );
}

/** The legacy `function_call`: 'none' | 'auto' | {name}. */
export function IsFunctionCallChoice(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFunctionCallChoice',
      validator: {
        validate: (value: unknown) => (typeof value === 'string' && ['none', 'auto'].includes(value)) || namesAFunction(value, ''),
        defaultMessage: () => 'function_call must be "none", "auto" or {"name"}',
      },
    },
    options,
  );
}

export const TOOL_CHOICE_SCHEMA = {
  oneOf: [
    { type: 'string', enum: ['none', 'auto', 'required'] },
    {
      type: 'object',
      required: ['type', 'function'],
      properties: {
        type: { type: 'string', enum: ['function'] },
        function: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: FUNCTION_NAME.source } } },
      },
    },
  ],
};
