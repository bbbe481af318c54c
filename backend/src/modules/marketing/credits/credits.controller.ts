import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { User } from '../../../identity/entities/user.entity';
import { Authenticated, UNAUTHORIZED } from '../../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import { CreditsExceptionFilter } from '../credits-exception.filter';
import { ChargeResponseDto } from '../dto/charge-response.dto';
import { ConsumeDto } from '../dto/consume.dto';
import { CreditsResponseDto, LedgerResponseDto } from '../dto/credits-response.dto';
import { IdempotencyQueryDto } from '../../../common/idempotency/idempotency-query.dto';
import { LedgerQueryDto } from '../dto/ledger-query.dto';
import { idempotencyKeyOf } from '../idempotency-key';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from '../../../common/idempotency/idempotency.constants';
import { CreditsApiService } from './credits-api.service';
import { RequestHeader } from '../../../common/http/request-header.decorator';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { INSUFFICIENT_CREDITS_ANSWER } from '../charged-route-errors';

/** Marketing Studio credits (spec 001 §7): RC pays for text (copy, Chat Engineer), SC for visuals (images). */
@ApiTags('marketing credits')
@UseFilters(CreditsExceptionFilter)
@Controller('v1')
export class CreditsController {
  constructor(private readonly credits: CreditsApiService) {}

  @Get('credits')
  @Authenticated()
  @ApiRoute(
    {
      summary: 'Your RC and SC balances and tier, exact at the moment of the answer',
      description:
        'RC pays for text (copy and Chat Engineer replies), SC for visuals (images). Each monthly cycle of the account ' +
        'grants the plan\'s allocation; unused credits roll over, but a balance never exceeds twice the allocation ' +
        '(the oldest credits are spent, and expire, first). Also the cost of each endpoint, shown before a run.',
    },
    CreditsResponseDto,
  )
  balances(@CurrentUser() user: User): Promise<CreditsResponseDto> {
    return this.credits.balances(user.id);
  }

  @Post('consume')
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Hold the cost of one generation (text: RC, image: SC) under an idempotency key',
      description:
        'One statement: the balance is checked and charged atomically, so concurrent calls never overdraw. The charge ' +
        'is held: the generation that follows with the same key (POST /api/marketing/…) captures it when it succeeds ' +
        'and refunds it when it fails; a hold no generation claims within 2 minutes is refunded. Stripe\'s rules: the ' +
        'same key with the same body answers the first answer again (Idempotent-Replayed: true); with another body, ' +
        '422; a refused charge (402) records nothing.',
    },
    ChargeResponseDto,
    {
      400: 'VALIDATION_FAILED / IDEMPOTENCY_KEY_REQUIRED / INVALID_IDEMPOTENCY_KEY / INVALID_CHARGE',
      401: UNAUTHORIZED,
      402: INSUFFICIENT_CREDITS_ANSWER,
      409: 'IDEMPOTENCY_KEY_IN_USE',
      422: 'IDEMPOTENCY_KEY_REUSED: the key was used with another body',
    },
  )
  @ApiBearerAuth()
  @ApiHeader({ name: 'X-Idempotency-Key', required: false, description: 'Instead of, or equal to, ?idempotency_key=' })
  async consume(
    // Authenticated by the charging statement itself (see CreditsApiService.consume), not by a guard.
    @RequestHeader('authorization') authorization: string | undefined,
    @Query() query: IdempotencyQueryDto,
    @RequestHeader(IDEMPOTENCY_KEY_HEADER) header: string | undefined,
    @Body() body: ConsumeDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ChargeResponseDto> {
    const { answer, replayed } = await this.credits.consume(authorization, idempotencyKeyOf(query.idempotency_key, header, true), body);
    if (replayed) response.setHeader(REPLAYED_HEADER, 'true');
    return answer;
  }

  @Get('credits/ledger')
  @Authenticated()
  @ApiRoute('Your credits ledger, newest first: every grant, charge, refund and expiry, with the balance after it', LedgerResponseDto)
  ledger(@CurrentUser() user: User, @Query() query: LedgerQueryDto): Promise<LedgerResponseDto> {
    return this.credits.ledger(user.id, query.limit);
  }
}
