import { scaled } from './time-factor';

/** How often `waitFor` asks again; a test that samples a state through a scenario of fixed length paces itself so. */
export const POLL_EVERY_MS = 50;

/**
 * Polls `condition` until it holds or the deadline passes; for things that offer no event to await.
 * `budgetMs` is set for the reference machine and scaled by the measured machine factor.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, budgetMs = 10_000): Promise<void> {
  const timeoutMs = scaled(budgetMs);
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}
