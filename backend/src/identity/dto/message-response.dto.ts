import { ApiProperty } from '@nestjs/swagger';

export class MessageResponseDto {
  @ApiProperty({ example: 'If that address can sign in, a sign-in link is on its way.' })
  message!: string;
}
