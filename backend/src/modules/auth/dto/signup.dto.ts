import { ApiPropertyOptional } from '@nestjs/swagger';
import { CredentialsDto } from '../../../identity/dto/credentials.dto';
import { NameRules } from '../../../identity/dto/name-rules.decorator';
import { NAME_MAX_LENGTH } from '../../../identity/identity.constants';

export class SignupDto extends CredentialsDto {
  @ApiPropertyOptional({
    example: 'Ada Lovelace',
    maxLength: NAME_MAX_LENGTH,
    description: 'Trimmed; blank or absent: the part of the email before @',
  })
  @NameRules({ optional: true })
  name?: string;
}
