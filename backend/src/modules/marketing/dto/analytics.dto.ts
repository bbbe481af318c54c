import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import {
  CREDITS_MAX,
  DURATION_MAX_MS,
  EVENT_NAME_PATTERN,
  SUMMARY_DAYS_DEFAULT,
  SUMMARY_DAYS_MAX,
} from '../analytics/analytics.constants';
import { IsFlatMeta, IsTimestamp, type MetaValue } from '../analytics/analytics-validators';
import { CHARGE_SOURCES } from '../marketing.constants';

/** POST /api/analytics/event (spec 001 §7: name, meta, timestamp, source (web), duration_ms, rc, sc). */
export class AnalyticsEventDto {
  @ApiProperty({ pattern: EVENT_NAME_PATTERN.source, example: 'upgrade_drawer' })
  @IsString()
  @Matches(EVENT_NAME_PATTERN, { message: 'name must be 1 to 64 lower-case letters, digits, "_", ".", ":" or "-", starting with a letter' })
  name!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }, { type: 'boolean' }] },
    example: { action: 'upgrade_click', plan: 'creator' },
    description: 'Flat: at most 20 keys, each a string (≤ 200 characters), a number, a boolean or null',
  })
  @IsOptional()
  @IsFlatMeta()
  meta?: Record<string, MetaValue>;

  @ApiPropertyOptional({
    oneOf: [{ type: 'integer', example: 1767225600000 }, { type: 'string', format: 'date-time' }],
    description: "The client's clock: milliseconds since 1970 or an ISO 8601 date-time",
  })
  @IsOptional()
  @IsTimestamp()
  timestamp?: number | string;

  @ApiProperty({ enum: CHARGE_SOURCES })
  @IsIn(CHARGE_SOURCES)
  source!: 'web';

  @ApiPropertyOptional({ minimum: 0, maximum: DURATION_MAX_MS })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(DURATION_MAX_MS)
  duration_ms?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: CREDITS_MAX, description: 'RC balance the client showed' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(CREDITS_MAX)
  rc?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: CREDITS_MAX, description: 'SC balance the client showed' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(CREDITS_MAX)
  sc?: number;
}

export class AnalyticsAcceptedDto {
  @ApiProperty({ example: true })
  accepted!: boolean;
}

export class AnalyticsSummaryQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: SUMMARY_DAYS_MAX, default: SUMMARY_DAYS_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(SUMMARY_DAYS_MAX)
  days?: number;
}

export class AnalyticsCountDto {
  @ApiProperty({ example: '2026-01-01', description: 'UTC day (the server received the events)' })
  day!: string;

  @ApiProperty({ example: 'generate_success' })
  name!: string;

  @ApiProperty({ example: 3 })
  count!: number;
}

export class AnalyticsTotalDto {
  @ApiProperty({ example: 'generate_success' })
  name!: string;

  @ApiProperty({ example: 12 })
  count!: number;
}

export class AnalyticsSummaryDto {
  @ApiProperty({ example: 14 })
  days!: number;

  @ApiProperty({ example: '2026-01-01', description: 'First UTC day counted' })
  from!: string;

  @ApiProperty({ example: '2026-01-14', description: 'Last UTC day counted (today)' })
  to!: string;

  @ApiProperty({ type: [AnalyticsCountDto], description: 'Per day and event name, oldest day first' })
  daily!: AnalyticsCountDto[];

  @ApiProperty({ type: [AnalyticsTotalDto], description: 'Per event name over the whole range, most frequent first' })
  totals!: AnalyticsTotalDto[];
}
