import type { PeriodKind } from './periods';

/**
 * Every counter the platform keeps, and the period it resets on. Subjects say who is counted:
 * `user:<id>` / `ip:<address>` / `session:<id>` (daily plan quotas), `account:<id>` (API plans),
 * `demo:<network>` (the public demo key).
 */
export const METERS = {
  'daily.chat': 'day',
  'daily.photo': 'day',
  'daily.video': 'day',
  'daily.build': 'day',
  'api.tokens': 'month',
  'api.images': 'month',
  'api.videos': 'month',
  'demo.text': 'day',
  'demo.photo': 'day',
  'demo.video': 'day',
  'analytics.events': 'day',
  'contact.sales': 'day',
  'music.lyrics': 'day',
  'music.beat': 'day',
  'music.export': 'day',
} as const satisfies Record<string, PeriodKind>;

export type MeterName = keyof typeof METERS;

export function periodKindOf(meter: MeterName): PeriodKind {
  return METERS[meter];
}
