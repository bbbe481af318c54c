import { ValidateBy, type ValidationOptions, buildMessage } from 'class-validator';
import { isEmailAddress } from '../email-address';

/** Like @IsEmail (same rules and message), but never throws, whatever the string. */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => isEmailAddress(value),
        defaultMessage: buildMessage((each) => `${each}$property must be an email`, options),
      },
    },
    options,
  );
}
