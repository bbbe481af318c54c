/**
 * Token buckets per subject, in this process: `capacity` events at once, refilled `refillPerSecond`. Memory is
 * bounded: past `maxSubjects`, the least recently seen subjects are forgotten (a forgotten subject starts
 * full again, which only errs towards letting events in).
 */
export class BurstLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly maxSubjects = 10_000,
  ) {}

  /** Takes one token: 0 when allowed, else the whole seconds until one is back. */
  take(subject: string, now = Date.now()): number {
    const bucket = this.buckets.get(subject) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.refillPerSecond);
    bucket.at = now;
    // Re-inserted, so Map order is least recently seen first.
    this.buckets.delete(subject);
    this.buckets.set(subject, bucket);
    if (this.buckets.size > this.maxSubjects) this.buckets.delete(this.buckets.keys().next().value as string);
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerSecond));
    bucket.tokens -= 1;
    return 0;
  }
}
