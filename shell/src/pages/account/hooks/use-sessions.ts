import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../shared/error-message';
import { SESSIONS_LOAD_ERROR } from '../account-constants';
import { getSessions, type AccountSession } from '../api/get-sessions';

export interface SessionsState {
  /** Null until the first answer. */
  sessions: AccountSession[] | null;
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/** This browser's session first, then the most recently active. */
function ordered(sessions: AccountSession[]): AccountSession[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt));
}

/** The account's sessions, loaded on mount; `reload` keeps the shown list until the new one arrives. */
export function useSessions(): SessionsState {
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    // Only the newest request may write: an older answer arriving late is dropped.
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const list = await getSessions();
      if (request === latest.current) setSessions(ordered(list));
    } catch (caught) {
      if (request === latest.current) setError(errorMessage(caught, SESSIONS_LOAD_ERROR));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { sessions, loading, error, reload };
}
