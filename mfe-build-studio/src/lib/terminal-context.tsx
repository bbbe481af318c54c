import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type TerminalLevel = 'log' | 'info' | 'warn' | 'error' | 'stdout' | 'stderr' | 'system';

export interface TerminalEntry {
  id: number;
  /** Where it came from: the static preview, the running app, or the studio itself. */
  source: 'preview' | 'app' | 'studio';
  level: TerminalLevel;
  text: string;
  at: string;
}

interface TerminalContextValue {
  entries: TerminalEntry[];
  /** Errors since the Terminal was last opened, for the toggle's badge. */
  unseenErrors: number;
  write(entry: Omit<TerminalEntry, 'id' | 'at'> & { at?: string }): void;
  clear(): void;
  markSeen(): void;
}

const KEPT = 500;
const TerminalContext = createContext<TerminalContextValue | null>(null);
let nextId = 1;

/** What the Terminal panel shows: the preview's console and errors, and the running app's output. */
export function TerminalProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<TerminalEntry[]>([]);
  const [unseenErrors, setUnseenErrors] = useState(0);
  const write = useCallback((entry: Omit<TerminalEntry, 'id' | 'at'> & { at?: string }) => {
    setEntries((current) => [...current.slice(-(KEPT - 1)), { ...entry, id: nextId++, at: entry.at ?? new Date().toISOString() }]);
    if (entry.level === 'error' || entry.level === 'stderr') setUnseenErrors((count) => count + 1);
  }, []);
  const clear = useCallback(() => {
    setEntries([]);
    setUnseenErrors(0);
  }, []);
  const markSeen = useCallback(() => setUnseenErrors(0), []);
  const value = useMemo(() => ({ entries, unseenErrors, write, clear, markSeen }), [entries, unseenErrors, write, clear, markSeen]);
  return <TerminalContext.Provider value={value}>{children}</TerminalContext.Provider>;
}

export function useTerminal(): TerminalContextValue {
  const value = useContext(TerminalContext);
  if (!value) throw new Error('useTerminal needs a TerminalProvider');
  return value;
}
