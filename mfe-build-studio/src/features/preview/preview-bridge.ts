/** Messages the preview sends to the studio (through the preview host page). */
export type PreviewMessage =
  | { source: 'atelier-preview'; type: 'host-ready' }
  | { source: 'atelier-preview'; type: 'ready'; renderId: number }
  | { source: 'atelier-preview'; type: 'console'; renderId: number; level: 'log' | 'info' | 'warn' | 'error'; message: string }
  | { source: 'atelier-preview'; type: 'error'; renderId: number; message: string; source_file?: string; line?: number; column?: number; stack?: string }
  | { source: 'atelier-preview'; type: 'navigate'; renderId: number; href: string };

/**
 * The script placed first in the previewed page: it forwards console output, uncaught errors and
 * unhandled rejections to the studio's Terminal, turns links to other pages of the project into
 * navigation the studio performs, and says when the page has painted (how preview refresh is timed).
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
  ['log', 'info', 'warn', 'error'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      var args = Array.prototype.slice.call(arguments);
      send('console', { level: level, message: args.map(show).join(' ') });
      if (original) return original.apply(console, args);
    };
  });
  // The preview is sandboxed without dialogs: say in the Terminal what a dialog would have shown.
  window.alert = function (message) { send('console', { level: 'info', message: 'alert(): ' + show(message) }); };
  window.confirm = function (message) { send('console', { level: 'info', message: 'confirm(): ' + show(message) + ' (answered OK in the preview)' }); return true; };
  window.prompt = function (message) { send('console', { level: 'info', message: 'prompt(): ' + show(message) + ' (answered with nothing in the preview)' }); return null; };
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      send('console', { level: 'error', message: 'Could not load ' + (target.src || target.href || target.tagName.toLowerCase()) });
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
  if (document.readyState === 'complete') ready(); else window.addEventListener('load', ready);
})();`;
}
