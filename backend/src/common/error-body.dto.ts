import { ApiProperty } from '@nestjs/swagger';

/** For the OpenAPI document: the shape of every error answer (see AllExceptionsFilter). */
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Stable machine-readable code' })
  code!: string;

  @ApiProperty({ example: 'email must be an email', description: 'Text that can be shown to the person' })
  message!: string;
}
