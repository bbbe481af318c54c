import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type TerminalLevel = 'log' | 'info' | 'warn' | 'error' | 'stdout' | 'stderr' | 'system';

export interface TerminalEntry {
  id: number;
  /** Where it came from: the static preview, the running app, or the studio itself. */
  source: 'preview' | 'app' | 'studio';
  level: TerminalLevel;
  text: string;
  at: string;
  /** A button beside the line (e.g. Restart for a stuck preview). */
  action?: { label: string; run: () => void };
}

interface TerminalContextValue {
  entries: TerminalEntry[];
  /** Errors since the Terminal was last opened, for the toggle's badge. */
  unseenErrors: number;
  write(entry: Omit<TerminalEntry, 'id' | 'at'> & { at?: string }): void;
  clear(): void;
  markSeen(): void;
}

/** Lines the Terminal keeps (the oldest go first), and how often written lines reach the screen. */
export const TERMINAL_KEPT = 1000;
const FLUSH_MS = 50;
type TerminalWriter = Pick<TerminalContextValue, 'write' | 'clear' | 'markSeen'>;

const TerminalContext = createContext<TerminalContextValue | null>(null);
// What writes to the Terminal never changes, so writers (the preview, a run's log) do not re-render with each line.
const TerminalWriterContext = createContext<TerminalWriter | null>(null);
const UnseenErrorsContext = createContext(0);
let nextId = 1;

/**
 * What the Terminal panel shows: the preview's console and errors, and the running app's output. Lines
 * written are gathered and shown together every FLUSH_MS, so a flood of logs costs one render per batch.
 */
export function TerminalProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<TerminalEntry[]>([]);
  const [unseenErrors, setUnseenErrors] = useState(0);
  const pending = useRef<TerminalEntry[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    timer.current = null;
    const batch = pending.current;
    pending.current = [];
    const errors = batch.filter((entry) => entry.level === 'error' || entry.level === 'stderr').length;
    setEntries((current) => [...current, ...batch].slice(-TERMINAL_KEPT));
    if (errors) setUnseenErrors((count) => count + errors);
  }, []);
  const write = useCallback(
    (entry: Omit<TerminalEntry, 'id' | 'at'> & { at?: string }) => {
      pending.current.push({ ...entry, id: nextId++, at: entry.at ?? new Date().toISOString() });
      if (pending.current.length > TERMINAL_KEPT) pending.current.shift();
      timer.current ??= setTimeout(flush, FLUSH_MS);
    },
    [flush],
  );
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);
  const clear = useCallback(() => {
    pending.current = [];
    setEntries([]);
    setUnseenErrors(0);
  }, []);
  const markSeen = useCallback(() => setUnseenErrors(0), []);
  const value = useMemo(() => ({ entries, unseenErrors, write, clear, markSeen }), [entries, unseenErrors, write, clear, markSeen]);
  const writer = useMemo(() => ({ write, clear, markSeen }), [write, clear, markSeen]);
  return (
    <TerminalWriterContext.Provider value={writer}>
      <UnseenErrorsContext.Provider value={unseenErrors}>
        <TerminalContext.Provider value={value}>{children}</TerminalContext.Provider>
      </UnseenErrorsContext.Provider>
    </TerminalWriterContext.Provider>
  );
}

export function useTerminalWriter(): TerminalWriter {
  const value = useContext(TerminalWriterContext);
  if (!value) throw new Error('useTerminalWriter needs a TerminalProvider');
  return value;
}

/** Errors since the Terminal was last opened (the toggle's badge), without the lines themselves. */
export function useUnseenTerminalErrors(): number {
  return useContext(UnseenErrorsContext);
}

export function useTerminal(): TerminalContextValue {
  const value = useContext(TerminalContext);
  if (!value) throw new Error('useTerminal needs a TerminalProvider');
  return value;
}
