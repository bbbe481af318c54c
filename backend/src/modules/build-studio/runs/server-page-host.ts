import { createHash } from 'node:crypto';

/** The host page's one script: takes the page from the studio and shows it in the inner frame. */
const HOST_SCRIPT = `(function () {
  var frame = document.getElementById('page');
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source === window.parent && data && data.source === 'atelier-studio' && data.type === 'server-page' && typeof data.html === 'string') frame.srcdoc = data.html;
  });
  window.parent.postMessage({ source: 'atelier-server-page', type: 'host-ready' }, '*');
})();`;

/**
 * The page the request panel frames to show a running app's HTML answer. A `srcdoc` frame placed in the
 * studio would inherit the site's policy (no inline style), so the page is shown inside this host, whose
 * own policy its inner frame inherits: inline styles and data: images and fonts, nothing from the network
 * (the app's own /styles.css would be the site's). The inner frame is `sandbox=""`: no script runs.
 */
export const SERVER_PAGE_HOST = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Server page</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<iframe id="page" title="Page from the app" sandbox=""></iframe>
<script>${HOST_SCRIPT}</script>
</body>
</html>
`;

export const SERVER_PAGE_HOST_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(HOST_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "frame-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');
