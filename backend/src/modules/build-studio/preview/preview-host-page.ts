/**
 * The page the studio's preview frame loads, from the preview's own origin (`PREVIEW_ORIGIN`: another
 * site, so the browser gives it its own process and a stuck script cannot freeze the studio). The site's
 * Content-Security-Policy (no inline script or style) would also bind a `srcdoc` frame placed straight in
 * the studio, since such frames inherit their parent's policy; this page has its own, permissive policy,
 * and renders each version of the project in an inner `srcdoc` frame (sandbox="allow-scripts", so never
 * the site's origin) that inherits it. It takes orders only from the studio's origin (which it is told)
 * and relays to it alone what the preview reports (console, errors, "ready", heartbeats); new styles go
 * on to the page, which swaps them in place.
 */
export function previewHostPage(studioOrigin: string | null): string {
  // JSON in a script: `<` escaped so no value can close the tag.
  const studio = JSON.stringify(studioOrigin).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Preview</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<iframe id="page" title="Preview of the project" sandbox="allow-scripts"></iframe>
<script>
(function () {
  var studio = ${studio} || location.origin;
  var frame = document.getElementById('page');
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (event.source === window.parent) {
      if (event.origin !== studio || data.source !== 'atelier-studio') return;
      if (data.type === 'render' && typeof data.html === 'string') frame.srcdoc = data.html;
      else if (data.type === 'styles' && data.styles && typeof data.styles === 'object' && frame.contentWindow) frame.contentWindow.postMessage(data, '*');
      return;
    }
    if (event.source === frame.contentWindow && data.source === 'atelier-preview') window.parent.postMessage(data, studio);
  });
  window.parent.postMessage({ source: 'atelier-preview', type: 'host-ready' }, studio);
})();
</script>
</body>
</html>
`;
}

/**
 * What the preview may load: anything over https (CDN fonts, libraries, images) and inline code, which
 * is what users write; it runs sandboxed in an opaque origin, so it reaches nothing of the site. Only
 * the studio may frame it.
 */
export function previewHostCsp(studioOrigin: string | null): string {
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline' 'unsafe-eval' https: data: blob:",
    "style-src 'unsafe-inline' https: data:",
    'img-src https: http: data: blob:',
    'font-src https: data:',
    'media-src https: data: blob:',
    'connect-src https:',
    "frame-src 'self' https: data: blob:",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${studioOrigin ?? "'self'"}`,
  ].join('; ');
}
