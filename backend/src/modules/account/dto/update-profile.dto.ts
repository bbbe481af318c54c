import { ApiProperty } from '@nestjs/swagger';
import { NameRules } from '../../../identity/dto/name-rules.decorator';
import { NAME_MAX_LENGTH } from '../../../identity/identity.constants';

export class UpdateProfileDto {
  @ApiProperty({ example: 'Ada Lovelace', minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Trimmed' })
  @NameRules()
  name!: string;
}
