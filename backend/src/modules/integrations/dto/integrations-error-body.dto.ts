import { ApiProperty } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../../common/error-body.dto';

export class IntegrationsErrorBodyDto extends ErrorBodyDto {
  @ApiProperty({ example: 'Incorrect email or password.', description: 'Same as message' })
  detail!: string;
}
