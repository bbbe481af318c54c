import type { TerminalLevel } from '../../lib/terminal-context';

const ANSI = /\x1b\[[0-9;]*m/g;
// Python's logging (`INFO:root:…`) and uvicorn (`INFO:     Started server process`) put the level first.
const PYTHON_LEVEL = /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL):/;
// A Node logger's tag, as the whole first word: `[info]`, `info:`, `INFO -`, `[INFO]`.
const TAGGED_LEVEL = /^\[?(debug|info|notice|trace|warn|warning)\]?(?::|\s+-|\s*\])\s/i;
// Node's own process warnings: `(node:12) Warning: …`, `(node:12) [DEP0040] DeprecationWarning: …`.
const NODE_WARNING = /^\(node:\d+\) (?:\[[A-Z0-9]+\] )?\w*Warning:/;

/**
 * The Terminal level of a line a running app printed. Servers log on stderr whatever its level (uvicorn
 * writes its INFO lines there), so a stderr line is an error — with "Fix this" and the error count — only
 * when it does not say it is information or a warning. stdout and the runner's own notes keep their stream.
 */
export function logLineLevel(stream: 'stdout' | 'stderr' | 'system', text: string): TerminalLevel {
  if (stream !== 'stderr') return stream;
  const line = text.replace(ANSI, '').trimStart();
  const python = PYTHON_LEVEL.exec(line);
  if (python) return levelOf(python[1]);
  const tagged = TAGGED_LEVEL.exec(line);
  if (tagged) return levelOf(tagged[1]);
  return NODE_WARNING.test(line) ? 'warn' : 'stderr';
}

function levelOf(name: string): TerminalLevel {
  switch (name.toUpperCase()) {
    case 'DEBUG':
    case 'TRACE':
    case 'INFO':
    case 'NOTICE':
      return 'info';
    case 'WARN':
    case 'WARNING':
      return 'warn';
    default:
      return 'stderr';
  }
}
