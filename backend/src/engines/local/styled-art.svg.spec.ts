import sharp from 'sharp';
import { IMAGE_STYLES } from '../image-engine';
import { LocalImageEngine } from './local-image.engine';
import { captionOf, styledArtSvg } from './styled-art.svg';

/** Mean colour and its spread over the picture: enough to tell the styles apart without pixel snapshots. */
async function look(png: Buffer): Promise<{ mean: number[]; spread: number }> {
  const { channels } = await sharp(png).stats();
  return { mean: channels.slice(0, 3).map((c) => Math.round(c.mean)), spread: Math.round(channels[0].stdev) };
}

describe(styledArtSvg.name, () => {
  it('draws each style its own way, and the same prompt the same way every time', () => {
    const svgs = IMAGE_STYLES.map((style) => styledArtSvg('Lavender candle on a wooden table', 320, 320, style));
    expect(new Set(svgs).size).toBe(IMAGE_STYLES.length);
    expect(styledArtSvg('Lavender candle on a wooden table', 320, 320, 'sketch')).toBe(svgs[3]);
    expect(svgs[0]).toContain('feGaussianBlur');
    expect(svgs[1]).toContain('stroke-linejoin="round"');
    expect(svgs[2]).toContain('radialGradient id="ball0"');
    expect(svgs[3]).toContain('#f6f1e4');
  });

  it('sets the prompt as a caption, escaped', () => {
    expect(styledArtSvg('Candles <50% off> & more', 320, 320, 'photo')).toContain('Candles &lt;50% off&gt; &amp; more');
  });

  it('captions the first sentence only: what the picture is of, not how to draw it', () => {
    expect(captionOf('Lavender candle on a table. Style: a pencil sketch on paper. For Glow Candles.')).toBe('Lavender candle on a table');
    expect(captionOf('Only one sentence')).toBe('Only one sentence');
    expect(styledArtSvg('A kite. Style: a 3D render.', 320, 320, '3d')).not.toContain('Style');
  });
});

describe(`${LocalImageEngine.name} with a style`, () => {
  it('renders a real PNG per style that looks different from the others', async () => {
    const engine = new LocalImageEngine();
    const looks = await Promise.all(
      IMAGE_STYLES.map(async (style) => {
        const image = await engine.generate('Lavender candle on a wooden table', { width: 128, height: 128, style });
        expect(image.data.subarray(1, 4).toString()).toBe('PNG');
        expect([image.width, image.height]).toEqual([128, 128]);
        return look(image.data);
      }),
    );
    // The sketch is paper: light and with little spread; the others are not.
    const [, , , paper] = looks;
    expect(Math.min(...paper.mean)).toBeGreaterThan(180);
    for (const other of looks.slice(0, 3)) expect(Math.min(...other.mean)).toBeLessThan(180);
    expect(new Set(looks.map((l) => l.mean.join(','))).size).toBe(IMAGE_STYLES.length);
  });
});
