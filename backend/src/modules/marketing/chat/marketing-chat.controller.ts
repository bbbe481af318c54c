import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { User } from '../../../identity/entities/user.entity';
import { Authenticated } from '../../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import { CreditsExceptionFilter } from '../credits-exception.filter';
import { IdempotencyQueryDto } from '../../../common/idempotency/idempotency-query.dto';
import { Idempotent } from '../../../common/idempotency/idempotent.decorator';
import { MarketingChatDto, MarketingChatHistoryDto } from '../dto/marketing-chat.dto';
import { idempotencyKeyOf } from '../idempotency-key';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency/idempotency.constants';
import { MarketingService } from '../marketing.service';
import { MarketingChatService } from './marketing-chat.service';
import { MarketingChatStreamer } from './marketing-chat.streamer';
import { RequestHeader } from '../../../common/http/request-header.decorator';
import { SseErrorEventDto, SsePieceEventDto } from '../../../common/http/sse-events.dto';
import { ApiEventStream } from '../../../common/openapi/response-content.decorators';
import { ApiEngineFailures } from '../../../engines/api-engine-failures.decorator';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { CHARGED_ROUTE_ERRORS } from '../charged-route-errors';

/** The Chat Engineer: a streamed marketing assistant that knows your brand kit and recent artifacts. */
@ApiTags('marketing')
@Authenticated()
@UseFilters(CreditsExceptionFilter)
@Controller('marketing/chat')
export class MarketingChatController {
  constructor(
    private readonly chat: MarketingChatService,
    private readonly streamer: MarketingChatStreamer,
    private readonly marketing: MarketingService,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Idempotent()
  @ApiRoute(
    {
      summary: 'Ask the Chat Engineer; the reply streams as Server-Sent Events (1 RC per reply)',
      description:
        'Frames as POST /api/chat/stream: `data: {"content": "<piece>"}` per piece, then `data: [DONE]`; a failure after ' +
        'streaming started is `event: error`. Charged {endpoint: "text", meta: {feature: "chat"}} under the idempotency key ' +
        '(the studio may hold it first with POST /api/v1/consume); a failed reply is refunded, a repeat with the same key ' +
        'and request replays the whole stored stream (Idempotent-Replayed: true), not charged again. Header X-Engine names the engine.',
    },
    null,
    { 400: 'VALIDATION_FAILED / INVALID_IDEMPOTENCY_KEY', ...CHARGED_ROUTE_ERRORS },
  )
  @ApiEventStream({
    description: 'Each piece is `id: <n>` with its data; the reply ends with `data: [DONE]`; `: ping` comments while quiet.',
    events: { message: SsePieceEventDto, error: SseErrorEventDto },
  })
  @ApiEngineFailures({ note: 'before any content was streamed (refunded)' })
  async ask(
    @CurrentUser() user: User,
    @Query() query: IdempotencyQueryDto,
    @RequestHeader(IDEMPOTENCY_KEY_HEADER) header: string | undefined,
    @Body() body: MarketingChatDto,
    @Res() response: Response,
  ): Promise<void> {
    const turn = await this.chat.begin(user.id, body.message, idempotencyKeyOf(query.idempotency_key, header, false));
    try {
      await this.streamer.send(turn, response);
    } finally {
      if (turn.kind === 'live') await turn.close();
    }
  }

  @Get()
  @ApiRoute('Your conversation with the Chat Engineer, to restore after a reload', MarketingChatHistoryDto)
  history(@CurrentUser() user: User): Promise<MarketingChatHistoryDto> {
    return this.marketing.chatHistory(user.id);
  }
}
