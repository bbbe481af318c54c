import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTerminalWriter } from '../../lib/terminal-context';
import { HeartbeatMonitor } from './heartbeat-monitor';

/** Beats come every 500 ms (preview-bridge.ts); this long without one, while shown, and the page is stuck. */
export const STALL_MS = 4000;
export const STALL_TEXT = 'The preview stopped responding (a script may be stuck in a loop).';

/**
 * Watches the preview's heartbeat: a stuck page gets an error line in the Terminal with a Restart button.
 * Judged only while the studio's tab is visible and the preview on screen (hidden ones beat slower).
 */
export function usePreviewHeartbeat(frame: RefObject<HTMLIFrameElement | null>, onRestart: () => void) {
  const { write } = useTerminalWriter();
  const restart = useRef(onRestart);
  restart.current = onRestart;
  const monitor = useMemo(() => {
    const watched = () => document.visibilityState === 'visible' && (frame.current?.getClientRects().length ?? 0) > 0;
    const created: HeartbeatMonitor = new HeartbeatMonitor({
      timeoutMs: STALL_MS,
      isWatched: watched,
      onStall: () =>
        write({
          source: 'preview',
          level: 'error',
          text: STALL_TEXT,
          action: {
            label: 'Restart',
            run: () => {
              created.stop();
              restart.current();
            },
          },
        }),
    });
    return created;
  }, [write, frame]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') monitor.beat();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      monitor.stop();
    };
  }, [monitor]);

  return useMemo(() => ({ beat: () => monitor.beat(), watch: () => monitor.reset() }), [monitor]);
}
