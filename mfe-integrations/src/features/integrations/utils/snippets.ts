export interface Snippet {
  id: 'shortcode' | 'gutenberg' | 'iframe' | 'openai';
  title: string;
  description: string;
  /**
   * The key to paste under Settings → Atelier, for the WordPress snippets: the plugin keeps it on the
   * server, so it never sits in a page's content where visitors could read it.
   */
  settingsKey?: string;
  code: string;
}

/** Copy-paste snippets for the WordPress plugin and plain HTML pages, filled with the key. */
export function buildSnippets(apiKey: string, origin: string): Snippet[] {
  return [
    {
      id: 'shortcode',
      title: 'WordPress shortcode',
      description: 'Save the key under Settings → Atelier, then paste the shortcodes into any post or page.',
      settingsKey: apiKey,
      code: '[atelier_chat]\n[atelier_photo]\n[atelier_video]',
    },
    {
      id: 'gutenberg',
      title: 'Gutenberg block',
      description: 'Save the key under Settings → Atelier, then paste the blocks into the block editor’s code view.',
      settingsKey: apiKey,
      code: '<!-- wp:atelier/chat /-->\n<!-- wp:atelier/photo /-->\n<!-- wp:atelier/video /-->',
    },
    {
      id: 'iframe',
      title: 'iframe embed',
      description: 'Works on any website, no plugin needed. Visitors can read the key in the page: give the embed a key of its own.',
      code: `<iframe src="${origin}/api/wp/embed/chat?api_key=${encodeURIComponent(apiKey)}" width="100%" height="600" style="border:0" title="Atelier AI chat"></iframe>`,
    },
    {
      id: 'openai',
      title: 'OpenAI SDK',
      description:
        'Any OpenAI client works with this key: point it at the OpenAI-compatible base URL. Same plan and usage as above; keep the key on your server.',
      code: [
        "import OpenAI from 'openai';",
        '',
        `const client = new OpenAI({ baseURL: '${origin}/api/openai/v1', apiKey: '${apiKey}' });`,
        '// The chat model comes first; images use the second.',
        'const [chat] = (await client.models.list()).data;',
        'const reply = await client.chat.completions.create({',
        "  model: chat.id,",
        "  messages: [{ role: 'user', content: 'Write a welcome line for a bakery' }],",
        '});',
        'console.log(reply.choices[0].message.content);',
      ].join('\n'),
    },
  ];
}
