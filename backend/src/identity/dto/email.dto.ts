import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../identity.constants';
import { IsEmailAddress } from './is-email-address.decorator';
import { trimString } from './trim-string';

export class EmailDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trimString)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmailAddress()
  email!: string;
}
