import type { HistoryEntry } from '../../lib/workspace/workspace-types';

/** Entries sent with a turn; the engine sees fewer on plans with basic code generation. */
export const SENT_HISTORY_ENTRIES = 40;

/**
 * The conversation as sent with a new turn: the latest entries only, and images kept in the last
 * entry alone (earlier ones were seen already), so the request stays well under the body limit.
 */
export function historyForRequest(history: readonly HistoryEntry[]): HistoryEntry[] {
  const recent = history.slice(-SENT_HISTORY_ENTRIES);
  return recent.map((entry, index) =>
    index === recent.length - 1 ? entry : { ...entry, parts: entry.parts.filter((part) => part.inlineData === undefined) },
  );
}
