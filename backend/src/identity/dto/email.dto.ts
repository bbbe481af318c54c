import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../identity.constants';
import { trimString } from './trim-string';

export class EmailDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trimString)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail()
  email!: string;
}
