import { ApiProperty } from '@nestjs/swagger';

export class RevokedSessionsDto {
  @ApiProperty({ example: 2, description: 'How many other live sessions were ended' })
  revoked!: number;
}
