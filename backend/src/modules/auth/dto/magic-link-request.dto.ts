import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailDto } from '../../../identity/dto/email.dto';
import { NEXT_PATH_MAX_LENGTH } from '../../../identity/identity.constants';

export class MagicLinkRequestDto extends EmailDto {
  @ApiPropertyOptional({
    example: '/account',
    maxLength: NEXT_PATH_MAX_LENGTH,
    description: 'Page of this site to open after signing in; anything but a same-site path is ignored',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NEXT_PATH_MAX_LENGTH)
  next?: string;
}
