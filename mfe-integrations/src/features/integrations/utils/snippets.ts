export interface Snippet {
  id: 'shortcode' | 'gutenberg' | 'iframe';
  title: string;
  description: string;
  code: string;
}

/** Copy-paste snippets for the WordPress plugin and plain HTML pages, filled with the key. */
export function buildSnippets(apiKey: string, origin: string): Snippet[] {
  return [
    {
      id: 'shortcode',
      title: 'WordPress shortcode',
      description: 'Paste into any post or page. Put the key under Settings → Atelier AI first.',
      code: `<!-- Settings → Atelier AI → API key: ${apiKey} -->\n[atelier_chat]\n[atelier_photo]\n[atelier_video]`,
    },
    {
      id: 'gutenberg',
      title: 'Gutenberg block',
      description: 'Paste into the block editor’s code view.',
      code: `<!-- wp:atelier/chat {"apiKey":"${apiKey}"} /-->`,
    },
    {
      id: 'iframe',
      title: 'iframe embed',
      description: 'Works on any website, no plugin needed.',
      code: `<iframe src="${origin}/embed/chat?api_key=${encodeURIComponent(apiKey)}" width="100%" height="600" style="border:0" title="Atelier AI chat"></iframe>`,
    },
  ];
}
