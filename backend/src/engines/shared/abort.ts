/** Ends work the caller no longer wants, with the caller's own reason (an AbortError by default). */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  signal?.throwIfAborted();
}

/** Lets other work run between pieces of a stream without adding a real delay. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
