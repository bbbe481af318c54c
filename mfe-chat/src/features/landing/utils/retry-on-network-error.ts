import { ApiError, NetworkError } from '@atelier/runtime';

/** Waits between attempts after a lost connection: the backend may be restarting. */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 8_000];

/**
 * No answer reached us: the connection failed, or a proxy in front of a restarting backend
 * answered 502-504 with its own page (the backend itself always answers JSON with a code).
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 502 && error.status <= 504 && error.code === `HTTP_${error.status}`;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` again after each connection failure, waiting `delays` in turn; other errors end it at once. */
export async function retryOnNetworkError<T>(
  attempt: () => Promise<T>,
  options: { delays?: readonly number[]; signal?: AbortSignal } = {},
): Promise<T> {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (options.signal?.aborted || !isConnectionFailure(error) || tries >= delays.length) throw error;
      await wait(delays[tries], options.signal);
    }
  }
}
