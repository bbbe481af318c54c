import { scaled } from './time-factor';

/**
 * Polls `condition` until it holds or the deadline passes; for things that offer no event to await.
 * `budgetMs` is set for the reference machine and scaled by the measured machine factor.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, budgetMs = 10_000): Promise<void> {
  const timeoutMs = scaled(budgetMs);
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
