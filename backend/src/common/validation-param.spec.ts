import 'reflect-metadata';
import { Type, plainToInstance } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, ValidateNested, validateSync } from 'class-validator';
import { formatParam, paramOf } from './validation-param';

class FunctionDto {
  @IsString()
  name!: string;
}

class ToolDto {
  @IsIn(['function'])
  type!: string;

  @ValidateNested()
  @Type(() => FunctionDto)
  function!: FunctionDto;
}

class MessageDto {
  @IsIn(['user'])
  role!: string;
}

class RequestDto {
  @IsInt()
  @Max(128)
  n!: number;

  @ValidateNested({ each: true })
  @Type(() => MessageDto)
  messages!: MessageDto[];

  @ValidateNested({ each: true })
  @Type(() => ToolDto)
  tools!: ToolDto[];
}

const paramFor = (body: object) => paramOf(validateSync(plainToInstance(RequestDto, body)));
const valid = { n: 1, messages: [{ role: 'user' }], tools: [{ type: 'function', function: { name: 'f' } }] };

describe(paramOf.name, () => {
  it('names a top-level field by its name', () => {
    expect(paramFor({ ...valid, n: 500 })).toBe('n');
  });

  it('names a field inside an array element as OpenAI does, the position in brackets', () => {
    expect(paramFor({ ...valid, messages: [{ role: 'user' }, { role: 'robot' }] })).toBe('messages[1].role');
    expect(paramFor({ ...valid, tools: [{ type: 'function', function: { name: 7 } }] })).toBe('tools[0].function.name');
  });

  it('is null when nothing is wrong', () => {
    expect(paramOf([])).toBeNull();
    expect(formatParam([])).toBeNull();
  });
});
