import { createLogCoalescer, type CoalescedLine } from './log-coalescer';

/** Messages the preview sends to the studio (through the preview host page). */
export type PreviewMessage =
  | { source: 'atelier-preview'; type: 'host-ready' }
  | { source: 'atelier-preview'; type: 'ready'; renderId: number }
  | { source: 'atelier-preview'; type: 'beat'; renderId: number }
  | { source: 'atelier-preview'; type: 'console'; renderId: number; lines: CoalescedLine[]; dropped: number }
  | { source: 'atelier-preview'; type: 'error'; renderId: number; message: string; source_file?: string; line?: number; column?: number; stack?: string }
  | { source: 'atelier-preview'; type: 'navigate'; renderId: number; href: string };

/** How often the page says it is alive (HeartbeatMonitor), and how its console output is batched. */
export const BEAT_MS = 500;
export const CONSOLE_BATCH = { intervalMs: 100, maxLines: 200 };

/**
 * The script placed first in the previewed page: it forwards console output (batched, see
 * log-coalescer.ts), uncaught errors and unhandled rejections to the studio's Terminal, beats every
 * BEAT_MS while its thread is free, turns links to other pages of the project into navigation the studio
 * performs, swaps in new styles the studio sends (a CSS-only change keeps scroll and state), and says
 * when the page has painted (how preview refresh is timed).
 */
export function previewBridge(renderId: number): string {
  return `(function () {
  var renderId = ${Number(renderId) || 0};
  function send(type, data) {
    try { parent.postMessage(Object.assign({ source: 'atelier-preview', type: type, renderId: renderId }, data || {}), '*'); } catch (e) {}
  }
  function show(value) {
    try {
      if (value instanceof Error) return value.stack || value.message;
      if (value && typeof value === 'object') return JSON.stringify(value);
      return String(value);
    } catch (e) { return String(value); }
  }
  var coalesce = (${createLogCoalescer.toString()})(function (lines, dropped) { send('console', { lines: lines, dropped: dropped }); }, ${JSON.stringify(CONSOLE_BATCH)});
  setInterval(function () { send('beat'); }, ${BEAT_MS});
  ['log', 'info', 'warn', 'error'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      var args = Array.prototype.slice.call(arguments);
      // A line left out of the Terminal skips the browser's console too: a flood costs the page little either way.
      if (coalesce({ level: level, message: args.map(show).join(' ') }) && original) return original.apply(console, args);
    };
  });
  // The preview is sandboxed without dialogs: say in the Terminal what a dialog would have shown.
  window.alert = function (message) { coalesce({ level: 'info', message: 'alert(): ' + show(message) }); };
  window.confirm = function (message) { coalesce({ level: 'info', message: 'confirm(): ' + show(message) + ' (answered OK in the preview)' }); return true; };
  window.prompt = function (message) { coalesce({ level: 'info', message: 'prompt(): ' + show(message) + ' (answered with nothing in the preview)' }); return null; };
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      coalesce({ level: 'error', message: 'Could not load ' + (target.src || target.href || target.tagName.toLowerCase()) });
      return;
    }
    send('error', { message: event.message, source_file: event.filename, line: event.lineno, column: event.colno, stack: event.error && event.error.stack });
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    send('error', { message: 'Unhandled promise rejection: ' + (reason && reason.message ? reason.message : show(reason)), stack: reason && reason.stack });
  });
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
    if (!link) return;
    var href = link.getAttribute('href') || '';
    if (href.charAt(0) === '#' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.indexOf('//') === 0) return;
    if (/\\.html?($|[?#])/i.test(href)) {
      event.preventDefault();
      send('navigate', { href: href });
    }
  }, true);
  function ready() { requestAnimationFrame(function () { send('ready'); }); }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || data.source !== 'atelier-studio' || data.type !== 'styles' || !data.styles) return;
    var tags = document.querySelectorAll('style[data-file]');
    for (var i = 0; i < tags.length; i++) {
      var path = tags[i].getAttribute('data-file');
      if (Object.prototype.hasOwnProperty.call(data.styles, path)) tags[i].textContent = '\\n' + data.styles[path] + '\\n';
    }
    ready();
  });
  if (document.readyState === 'complete') ready(); else window.addEventListener('load', ready);
})();`;
}
