import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SseErrorEventDto, SsePieceEventDto } from '../../common/http/sse-events.dto';
import { ApiEventStream } from '../../common/openapi/response-content.decorators';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { IdempotencyQueryDto } from '../../common/idempotency/idempotency-query.dto';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import { ChatStreamer } from './chat-streamer';
import { ChatService } from './chat.service';
import { ChatHistoryQueryDto } from './dto/chat-history-query.dto';
import { ChatHistoryResponseDto } from './dto/chat-history-response.dto';
import { ChatStreamDto } from './dto/chat-stream.dto';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';
import { ApiRoute } from '../../common/http/api-route.decorator';
import { VALIDATION_FAILED_OR_JSON } from '../../common/http/error-answers';
import { QUOTA_EXCEEDED_ANSWER } from '../../metering/quotas/quota-exceeded.answer';

@ApiTags('chat')
@OptionalAuthentication()
@Controller('chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly streamer: ChatStreamer,
  ) {}

  @Post('stream')
  @HttpCode(HttpStatus.OK)
  @Idempotent()
  @ApiRoute(
    {
      summary: 'Send a chat message; the reply streams as Server-Sent Events',
      description:
        'Frames: `id: <n>\\ndata: {"content": "<piece>"}\\n\\n` per piece, then `data: [DONE]\\n\\n`; `: ping` comments ' +
        'while quiet; a failure after streaming started is `event: error\\ndata: {"message": "..."}`. ' +
        'Header X-Engine names the engine. Signed-in callers are counted by account, visitors by browser session (and a 10× ceiling per IP). ' +
        'With an idempotency key, a repeat of the same request replays the whole stream of the first (Idempotent-Replayed: true), not counted again; ' +
        'a stream that failed or was cut off leaves the key free for a retry.',
    },
    null,
    { 400: VALIDATION_FAILED_OR_JSON, 404: "CONVERSATION_NOT_FOUND: conversation_id is not the caller's", 429: QUOTA_EXCEEDED_ANSWER },
  )
  @ApiEventStream({
    description: 'Each piece is `id: <n>` with its data; the reply ends with `data: [DONE]`; `: ping` comments while quiet.',
    events: { message: SsePieceEventDto, error: SseErrorEventDto },
  })
  @ApiEngineFailures({ note: 'before any content was streamed' })
  async stream(
    @Body() body: ChatStreamDto,
    @Query() _query: IdempotencyQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const turn = await this.chat.begin(caller, body.message, visitorId ?? body.session_id, body.conversation_id ?? null);
    try {
      await this.streamer.send(turn, response);
    } finally {
      await turn.close();
    }
  }

  @Get('history')
  @ApiRoute("The caller's conversation (the account's, or the browser session's), to restore after a reload", ChatHistoryResponseDto, {
    404: "CONVERSATION_NOT_FOUND: conversation_id is not the caller's",
  })
  async history(
    @Query() query: ChatHistoryQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<ChatHistoryResponseDto> {
    return { messages: await this.chat.history(caller, visitorId ?? query.session_id, query.conversation_id ?? null) };
  }
}
