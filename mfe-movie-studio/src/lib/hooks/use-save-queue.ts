import { useEffect, useMemo, useRef } from 'react';

export interface SaveQueue {
  /**
   * Runs `send` now, or once the save in flight has settled; a save already waiting is replaced, since `send`
   * carries the newest values. `send` calls `done` when its request has settled, whatever the outcome.
   */
  enqueue(send: (done: () => void) => void): void;
}

/**
 * One save at a time, the newest next: two saves in flight can reach the server in the other order and leave
 * the older values saved. A change of `reset` (another document opened) drops what waits.
 */
export function useSaveQueue(reset: unknown): SaveQueue {
  const sending = useRef(false);
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    waiting.current = null;
  }, [reset]);
  return useMemo(() => {
    const settled = () => {
      sending.current = false;
      const next = waiting.current;
      waiting.current = null;
      next?.();
    };
    return {
      enqueue(send) {
        const start = () => {
          sending.current = true;
          send(settled);
        };
        if (sending.current) waiting.current = start;
        else start();
      },
    };
  }, []);
}
