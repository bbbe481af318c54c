import { ApiProperty } from '@nestjs/swagger';
import { DEVICE_KINDS, type DeviceKind } from '../../../identity/sessions/device-label';

export class SessionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Chrome on Linux' })
  device!: string;

  @ApiProperty({ enum: DEVICE_KINDS, example: 'desktop', description: 'From the User-Agent at sign-in; picks the icon' })
  kind!: DeviceKind;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Last use, recorded at most once a minute' })
  lastSeenAt!: string;

  @ApiProperty({ description: 'The session this request was made with' })
  current!: boolean;
}
