import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicConfigResponseDto } from './dto/public-config-response.dto';
import { PublicConfigService } from './public-config.service';

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly publicConfigService: PublicConfigService) {}

  @Get('public')
  @ApiOperation({ summary: 'What the frontend needs to know: engines, feature flags, served areas' })
  @ApiOkResponse({ type: PublicConfigResponseDto })
  getPublicConfig(): PublicConfigResponseDto {
    return this.publicConfigService.getPublicConfig();
  }
}
