import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { KEY_LABEL_MAX_CHARACTERS } from '../integrations.constants';

export class CreateKeyDto {
  @ApiProperty({ maxLength: KEY_LABEL_MAX_CHARACTERS, example: 'My WordPress site' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'label must not be blank' })
  @MaxCharacters(KEY_LABEL_MAX_CHARACTERS)
  label!: string;
}
