import type { MeterName } from './meters';

/**
 * What a reservation holds, enough to settle or release it from any process: a job keeps this in its
 * row and settles it when it finishes, wherever that happens.
 */
export interface ReservationRecord {
  id: string;
  meter: MeterName;
  /** First day of the counter's period (YYYY-MM-DD). */
  period: string;
  /** Every counter that was charged (a visitor: their address and their browser session). */
  subjects: string[];
  amount: number;
}

/** Held usage: settled with what was really used, or released in full. Each runs at most once. */
export interface Reservation extends ReservationRecord {
  settle(used?: number): Promise<void>;
  release(): Promise<void>;
}

/** One counter to charge, and its limit for the period (null: counted but never refused). */
export interface MeterSubject {
  subject: string;
  limit: number | null;
}
