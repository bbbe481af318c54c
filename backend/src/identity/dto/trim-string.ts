import type { TransformFnParams } from 'class-transformer';

/** For @Transform: trims strings and leaves anything else for the validators to refuse. */
export function trimString({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim() : value;
}
