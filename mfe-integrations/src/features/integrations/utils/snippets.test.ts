import { buildSnippets } from './snippets';

describe(buildSnippets.name, () => {
  const [shortcode, block, iframe, openai] = buildSnippets('atk_example+key', 'https://atelier.example');

  it('keeps the key out of the WordPress code, next to it for Settings → Atelier', () => {
    expect(shortcode.code).toBe('[atelier_chat]\n[atelier_photo]\n[atelier_video]');
    expect(block.code).toBe('<!-- wp:atelier/chat /-->\n<!-- wp:atelier/photo /-->\n<!-- wp:atelier/video /-->');
    expect(shortcode.settingsKey).toBe('atk_example+key');
    expect(block.settingsKey).toBe('atk_example+key');
  });

  it('points the iframe at the embed page of this site with the key URL-encoded', () => {
    expect(iframe.settingsKey).toBeUndefined();
    expect(iframe.code).toContain('src="https://atelier.example/api/wp/embed/chat?api_key=atk_example%2Bkey"');
  });

  it('shows the OpenAI SDK pointed at this site\'s OpenAI-compatible base URL with the key', () => {
    expect(openai.title).toBe('OpenAI SDK');
    expect(openai.code).toContain("baseURL: 'https://atelier.example/api/openai/v1', apiKey: 'atk_example+key'");
    expect(openai.code).toContain('client.chat.completions.create');
  });
});
