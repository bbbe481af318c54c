import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { SseErrorEventDto, SsePieceEventDto } from '../../common/http/sse-events.dto';
import { ApiEventStream } from '../../common/openapi/response-content.decorators';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { IdempotencyQueryDto } from '../../common/idempotency/idempotency-query.dto';
import { QuotaExceededDto } from '../../metering/quotas/quota-exceeded.dto';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import { ChatStreamer } from './chat-streamer';
import { ChatService } from './chat.service';
import { ChatHistoryQueryDto } from './dto/chat-history-query.dto';
import { ChatHistoryResponseDto } from './dto/chat-history-response.dto';
import { ChatStreamDto } from './dto/chat-stream.dto';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { ApiEngineFailures } from '../../engines/api-engine-failures.decorator';

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
  @ApiOperation({
    summary: 'Send a chat message; the reply streams as Server-Sent Events',
    description:
      'Frames: `id: <n>\\ndata: {"content": "<piece>"}\\n\\n` per piece, then `data: [DONE]\\n\\n`; `: ping` comments ' +
      'while quiet; a failure after streaming started is `event: error\\ndata: {"message": "..."}`. ' +
      'Header X-Engine names the engine. Signed-in callers are counted by account, visitors by browser session (and a 10× ceiling per IP). ' +
      'With an idempotency key, a repeat of the same request replays the whole stream of the first (Idempotent-Replayed: true), not counted again; ' +
      'a stream that failed or was cut off leaves the key free for a retry.',
  })
  @ApiEventStream({
    description: 'Each piece is `id: <n>` with its data; the reply ends with `data: [DONE]`; `: ping` comments while quiet.',
    events: { message: SsePieceEventDto, error: SseErrorEventDto },
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / INVALID_JSON' })
  @ApiTooManyRequestsResponse({ type: QuotaExceededDto, description: 'QUOTA_EXCEEDED, with Retry-After and resetsAt' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "CONVERSATION_NOT_FOUND: conversation_id is not the caller's" })
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
  @ApiOperation({ summary: "The caller's conversation (the account's, or the browser session's), to restore after a reload" })
  @ApiOkResponse({ type: ChatHistoryResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "CONVERSATION_NOT_FOUND: conversation_id is not the caller's" })
  async history(
    @Query() query: ChatHistoryQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<ChatHistoryResponseDto> {
    return { messages: await this.chat.history(caller, visitorId ?? query.session_id, query.conversation_id ?? null) };
  }
}
