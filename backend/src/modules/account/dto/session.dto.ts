import { ApiProperty } from '@nestjs/swagger';

export class SessionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Chrome on Linux' })
  device!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Last use, recorded at most once a minute' })
  lastSeenAt!: string;

  @ApiProperty({ description: 'The session this request was made with' })
  current!: boolean;
}
