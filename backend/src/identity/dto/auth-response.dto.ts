import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from './user.dto';

/** A new session: the bearer token (shown once) and its account. */
export class AuthResponseDto {
  @ApiProperty({ example: 'ats_3q2-…', description: 'Bearer token: send as "Authorization: Bearer <token>"' })
  token!: string;

  @ApiProperty({ type: UserDto })
  user!: UserDto;
}
