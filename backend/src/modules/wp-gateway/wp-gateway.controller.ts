import { Body, Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Client } from '../../identity/http/client.decorator';
import type { ClientInfo } from '../../identity/http/client-info';
import { GatewayRequestDto } from './dto/gateway-request.dto';
import { GatewayPhotoResponseDto, GatewayTextResponseDto, GatewayVideoResponseDto } from './dto/gateway-responses.dto';
import { answer } from './gateway-answer';
import { WpGatewayService } from './wp-gateway.service';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';
import { ApiErrors, ApiRoute } from '../../common/http/api-route.decorator';
import { VALIDATION_FAILED_OR_JSON } from '../../common/http/error-answers';

const METERING =
  'Metered against the key\'s account for the calendar month (UTC): reserved before the engine runs, ' +
  'given back if it fails. The public demo key is limited per visitor and day. ' +
  'Every answer carries X-Gateway-Time-Ms, the gateway\'s own time without the engine\'s.';

/** The metered API used by the WordPress plugin and the public demo (spec 000 §7). */
@ApiTags('wp-gateway')
@Controller('wp')
@ApiErrors({
  400: VALIDATION_FAILED_OR_JSON,
  401: 'INVALID_API_KEY: unknown, malformed or revoked',
  429: 'QUOTA_EXCEEDED or DEMO_LIMIT_REACHED, with Retry-After',
})
@ApiEngineFailures({ note: '(not charged)' })
export class WpGatewayController {
  constructor(private readonly gateway: WpGatewayService) {}

  @Post('text')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    { summary: 'Generate text', description: `${METERING} Tokens: one per 4 characters of prompt and answer.` },
    GatewayTextResponseDto,
  )
  async text(@Body() body: GatewayRequestDto, @Client() client: ClientInfo, @Res({ passthrough: true }) response: Response) {
    return answer(response, await this.gateway.text(body.api_key, client.ip, body.prompt));
  }

  @Post('photo')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    { summary: 'Generate an image', description: `${METERING} One image per call.` },
    GatewayPhotoResponseDto,
  )
  async photo(@Body() body: GatewayRequestDto, @Client() client: ClientInfo, @Res({ passthrough: true }) response: Response) {
    return answer(response, await this.gateway.photo(body.api_key, client.ip, body.prompt));
  }

  @Post('video')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    { summary: 'Generate a video', description: `${METERING} One video per call; the answer waits for the render.` },
    GatewayVideoResponseDto,
  )
  async video(@Body() body: GatewayRequestDto, @Client() client: ClientInfo, @Res({ passthrough: true }) response: Response) {
    return answer(response, await this.gateway.video(body.api_key, client.ip, body.prompt));
  }
}

