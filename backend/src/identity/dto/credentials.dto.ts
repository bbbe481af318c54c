import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PASSWORD_INPUT_MAX_LENGTH } from '../identity.constants';
import { EmailDto } from './email.dto';

/** Email and password, as sign-up and sign-in take them; password rules are checked at sign-up (WEAK_PASSWORD). */
export class CredentialsDto extends EmailDto {
  @ApiProperty({
    example: 'violet-Harbor-47',
    maxLength: PASSWORD_INPUT_MAX_LENGTH,
    description: 'A new password needs 8–128 characters and must not be a common password or the email',
  })
  @IsString()
  @MaxLength(PASSWORD_INPUT_MAX_LENGTH)
  password!: string;
}
