import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicConfigResponseDto } from './dto/public-config-response.dto';
import { PublicConfigService } from './public-config.service';
import { ApiRoute } from '../../common/http/api-route.decorator';

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly publicConfigService: PublicConfigService) {}

  @Get('public')
  @ApiRoute('What the frontend needs to know: engines, feature flags, served areas', PublicConfigResponseDto)
  getPublicConfig(): PublicConfigResponseDto {
    return this.publicConfigService.getPublicConfig();
  }
}
