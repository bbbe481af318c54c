import { promptArtSvg } from './prompt-art.svg';

describe(promptArtSvg.name, () => {
  it('escapes markup and drops characters XML cannot hold, so any prompt renders', () => {
    const svg = promptArtSvg('a <b> & "c"\u0000 \uFFFF \uD800 end', 256, 256);

    expect(svg).toContain('a &lt;b&gt; &amp; &quot;c&quot;');
    expect(svg).not.toMatch(/[\u0000\uFFFF\uD800]/);
    expect(svg).toContain('end');
  });
});
