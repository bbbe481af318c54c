import { memo, useCallback, useEffect, useRef } from 'react';
import { Button } from '@atelier/ui';
import { useTerminal, type TerminalEntry } from '../../../lib/terminal-context';

interface TerminalPanelProps {
  /** Sends an error to the chat ("Fix this"); absent while a generation runs. */
  onFix?: (entry: TerminalEntry) => void;
}

const LEVEL_LABEL: Partial<Record<TerminalEntry['level'], string>> = { error: 'error', stderr: 'stderr', warn: 'warn', system: 'studio' };

/** The preview's console and errors, and the running app's logs; errors offer "Fix this". */
export function TerminalPanel({ onFix }: TerminalPanelProps) {
  const { entries, clear } = useTerminal();
  const end = useRef<HTMLDivElement>(null);
  // One callback for every line, so a new batch of lines renders only the new ones (TerminalLine is memoized).
  const latestFix = useRef(onFix);
  latestFix.current = onFix;
  const fix = useCallback((entry: TerminalEntry) => latestFix.current?.(entry), []);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [entries]);

  return (
    <div className="bs-terminal">
      <div className="bs-terminal__bar">
        <span className="bs-terminal__count" aria-live="polite">
          {entries.length ? `${entries.length} line${entries.length === 1 ? '' : 's'}` : 'Nothing yet'}
        </span>
        <Button variant="ghost" size="sm" onClick={clear} disabled={!entries.length}>
          Clear
        </Button>
      </div>
      <div className="bs-terminal__lines" role="log" aria-label="Terminal output">
        {entries.length === 0 ? (
          <p className="bs-terminal__empty">Console output and errors of the preview, and the logs of a running API, appear here.</p>
        ) : (
          entries.map((entry) => <TerminalLine key={entry.id} entry={entry} onFix={onFix ? fix : undefined} />)
        )}
        <div ref={end} />
      </div>
    </div>
  );
}

const TerminalLine = memo(function TerminalLine({ entry, onFix }: { entry: TerminalEntry; onFix?: (entry: TerminalEntry) => void }) {
  return (
    <div className={`bs-terminal__line bs-terminal__line--${entry.level}`}>
      <span className="bs-terminal__source">{entry.source === 'app' ? 'app' : entry.source === 'preview' ? 'preview' : 'studio'}</span>
      {LEVEL_LABEL[entry.level] ? <span className="bs-terminal__level">{LEVEL_LABEL[entry.level]}</span> : null}
      <pre className="bs-terminal__text">{entry.text}</pre>
      {entry.action ? (
        <Button size="sm" variant="primary" className="bs-terminal__fix" onClick={entry.action.run}>
          {entry.action.label}
        </Button>
      ) : null}
      {onFix && !entry.action && (entry.level === 'error' || entry.level === 'stderr') && entry.source !== 'studio' ? (
        <Button size="sm" variant="secondary" className="bs-terminal__fix" onClick={() => onFix(entry)}>
          Fix this
        </Button>
      ) : null}
    </div>
  );
});
