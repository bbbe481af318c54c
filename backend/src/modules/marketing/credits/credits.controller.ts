import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorBodyDto } from '../../../common/error-body.dto';
import type { User } from '../../../identity/entities/user.entity';
import { Authenticated } from '../../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../../identity/http/current-user.decorator';
import { CreditsExceptionFilter } from '../credits-exception.filter';
import { ChargeResponseDto, InsufficientCreditsDto } from '../dto/charge-response.dto';
import { ConsumeDto } from '../dto/consume.dto';
import { CreditsResponseDto, LedgerResponseDto } from '../dto/credits-response.dto';
import { IdempotencyQueryDto } from '../../../common/idempotency/idempotency-query.dto';
import { LedgerQueryDto } from '../dto/ledger-query.dto';
import { idempotencyKeyOf } from '../idempotency-key';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from '../../../common/idempotency/idempotency.constants';
import { CreditsApiService } from './credits-api.service';
import { RequestHeader } from '../../../common/http/request-header.decorator';

/** Marketing Studio credits (spec 001 §7): RC pays for text (copy, Chat Engineer), SC for visuals (images). */
@ApiTags('marketing credits')
@UseFilters(CreditsExceptionFilter)
@Controller('v1')
export class CreditsController {
  constructor(private readonly credits: CreditsApiService) {}

  @Get('credits')
  @Authenticated()
  @ApiOperation({
    summary: 'Your RC and SC balances and tier, exact at the moment of the answer',
    description:
      'RC pays for text (copy and Chat Engineer replies), SC for visuals (images). Each monthly cycle of the account ' +
      'grants the plan\'s allocation; unused credits roll over, but a balance never exceeds twice the allocation ' +
      '(the oldest credits are spent, and expire, first). Also the cost of each endpoint, shown before a run.',
  })
  @ApiOkResponse({ type: CreditsResponseDto })
  balances(@CurrentUser() user: User): Promise<CreditsResponseDto> {
    return this.credits.balances(user.id);
  }

  @Post('consume')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Hold the cost of one generation (text: RC, image: SC) under an idempotency key',
    description:
      'One statement: the balance is checked and charged atomically, so concurrent calls never overdraw. The charge ' +
      'is held: the generation that follows with the same key (POST /api/marketing/…) captures it when it succeeds ' +
      'and refunds it when it fails; a hold no generation claims within 2 minutes is refunded. Stripe\'s rules: the ' +
      'same key with the same body answers the first answer again (Idempotent-Replayed: true); with another body, ' +
      '422; a refused charge (402) records nothing.',
  })
  @ApiBearerAuth()
  @ApiHeader({ name: 'X-Idempotency-Key', required: false, description: 'Instead of, or equal to, ?idempotency_key=' })
  @ApiOkResponse({ type: ChargeResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'UNAUTHORIZED: no token, or the session has expired or was ended' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / IDEMPOTENCY_KEY_REQUIRED / INVALID_IDEMPOTENCY_KEY / INVALID_CHARGE' })
  @ApiPaymentRequiredResponse({ type: InsufficientCreditsDto, description: 'INSUFFICIENT_CREDITS, with the shortfall' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'IDEMPOTENCY_KEY_IN_USE' })
  @ApiUnprocessableEntityResponse({ type: ErrorBodyDto, description: 'IDEMPOTENCY_KEY_REUSED: the key was used with another body' })
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
  @ApiOperation({ summary: 'Your credits ledger, newest first: every grant, charge, refund and expiry, with the balance after it' })
  @ApiOkResponse({ type: LedgerResponseDto })
  ledger(@CurrentUser() user: User, @Query() query: LedgerQueryDto): Promise<LedgerResponseDto> {
    return this.credits.ledger(user.id, query.limit);
  }
}
