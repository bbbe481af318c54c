import { apiFetch } from '@atelier/runtime';
import type { AnalyticsEventDto } from '@atelier/api-types';

export type EventMeta = NonNullable<AnalyticsEventDto['meta']>;

export interface EventExtras {
  durationMs?: number;
  rc?: number;
  sc?: number;
}

/**
 * POST /api/analytics/event (spec 001 §7). Never in the user's way: it is not awaited by what it
 * describes, and a failure is only warned about (spec 001 §8).
 */
export function sendEvent(name: string, meta: EventMeta = {}, extras: EventExtras = {}): void {
  const body: AnalyticsEventDto = {
    name,
    meta,
    timestamp: Date.now(),
    source: 'web',
    ...(extras.durationMs === undefined ? {} : { duration_ms: Math.max(0, Math.round(extras.durationMs)) }),
    ...(extras.rc === undefined ? {} : { rc: extras.rc }),
    ...(extras.sc === undefined ? {} : { sc: extras.sc }),
  };
  apiFetch('/analytics/event', { body }).catch((error: unknown) => {
    console.warn(`analytics event "${name}" was not recorded:`, error instanceof Error ? error.message : error);
  });
}
