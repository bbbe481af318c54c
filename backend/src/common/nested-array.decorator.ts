import { type Type as Class, applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';

/**
 * A request field that is a list of at most `maxItems` objects, each checked as `item` (its own DTO
 * class). Listed in the order TypeScript applies decorators written above a property (bottom first),
 * so `@IsOptional()` or `@ApiProperty()` written above this one keep their place.
 */
export function NestedArray(item: () => Class<unknown>, maxItems: number): PropertyDecorator {
  return applyDecorators(Type(item), ValidateNested({ each: true }), ArrayMaxSize(maxItems), IsArray());
}
