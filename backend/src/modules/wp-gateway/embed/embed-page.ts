/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The chat an `<iframe>` embeds on any website. The key comes from the iframe's URL, so it is
 * visible to that site's visitors: the integrations page says to give an embed a key of its own.
 */
export function embedChatPage(apiKey: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atelier AI chat</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: flex; flex-direction: column; height: 100vh; }
  #log { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
  .msg { max-width: 80%; padding: 8px 12px; border-radius: 12px; white-space: pre-wrap; line-height: 1.4; }
  .user { align-self: flex-end; background: #7c4dff; color: #fff; }
  .assistant { align-self: flex-start; background: rgba(127, 127, 127, 0.18); }
  form { display: flex; gap: 8px; padding: 12px; border-top: 1px solid rgba(127, 127, 127, 0.3); }
  input { flex: 1; padding: 10px; border-radius: 8px; border: 1px solid rgba(127, 127, 127, 0.5); font: inherit; }
  button { padding: 10px 16px; border-radius: 8px; border: 0; background: #7c4dff; color: #fff; font: inherit; cursor: pointer; }
  button:disabled { opacity: 0.6; cursor: default; }
  footer { font-size: 12px; opacity: 0.7; padding: 0 12px 8px; }
</style>
</head>
<body data-api-key="${escapeHtml(apiKey)}">
<div id="log" role="log" aria-live="polite" aria-label="Conversation"></div>
<form id="ask">
  <input id="prompt" name="prompt" autocomplete="off" maxlength="4000" aria-label="Message" placeholder="Ask anything…" required>
  <button type="submit">Send</button>
</form>
<footer>Powered by Atelier</footer>
<script src="widget.js"></script>
</body>
</html>
`;
}

/** The embed's script: sends each message to POST /api/wp/text with the page's key. */
export const EMBED_WIDGET_SCRIPT = `(() => {
  const key = document.body.dataset.apiKey || '';
  const log = document.getElementById('log');
  const form = document.getElementById('ask');
  const input = document.getElementById('prompt');
  const button = form.querySelector('button');
  const add = (role, text) => {
    const item = document.createElement('div');
    item.className = 'msg ' + role;
    item.textContent = text;
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
    return item;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const prompt = input.value.trim();
    if (!prompt || button.disabled) return;
    add('user', prompt);
    input.value = '';
    button.disabled = true;
    const reply = add('assistant', '…');
    try {
      const response = await fetch('../text', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prompt, api_key: key }),
      });
      const body = await response.json().catch(() => ({}));
      reply.textContent = response.ok && body.text ? body.text : body.message || 'Sorry, something went wrong.';
    } catch {
      reply.textContent = 'Connection error. Please try again.';
    } finally {
      button.disabled = false;
      input.focus();
    }
  });
})();
`;
