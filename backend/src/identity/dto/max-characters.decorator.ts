import { ValidateBy, type ValidationOptions, buildMessage } from 'class-validator';

/**
 * Like @MaxLength, but counting characters the way PostgreSQL's char_length does (code points):
 * @MaxLength discounts emoji variation selectors, so a name could pass it and still break the column's check.
 */
export function MaxCharacters(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxCharacters',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && [...value].length <= max,
        defaultMessage: buildMessage((each) => `${each}$property must be at most $constraint1 characters`, options),
      },
    },
    options,
  );
}
