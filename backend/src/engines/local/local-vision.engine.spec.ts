import sharp from 'sharp';
import { ImageRejectedError, checkImage } from '../../assets/images/image-intake';
import { LocalVisionEngine, OFFLINE_VISION_NOTICE } from './local-vision.engine';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

describe(LocalVisionEngine.name, () => {
  const engine = new LocalVisionEngine();

  it('describes a red 64×32 PNG as a landscape, red, opaque PNG', async () => {
    const { analysis, engine: descriptor } = await engine.analyze(checkImage(await solid(64, 32, '#ff0000')), { filename: 'red.png' });
    expect(analysis).toContain('PNG image of 64×32 pixels (landscape)');
    expect(analysis).toContain('mostly red');
    expect(analysis).toContain('no transparency');
    expect(analysis.startsWith(OFFLINE_VISION_NOTICE)).toBe(true);
    expect(descriptor).toEqual({ provider: 'local', model: 'atelier-image-stats', label: 'offline engine' });
  });

  it('reads orientation, brightness and transparency from the pixels', async () => {
    const portrait = await sharp({ create: { width: 20, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await solid(20, 20, '#ffffff'), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const { analysis } = await engine.analyze(checkImage(portrait), { filename: 'half.png' });
    expect(analysis).toContain('(portrait)');
    expect(analysis).toContain('bright');
    expect(analysis).toMatch(/About \d+% of it is transparent/);

    const night = await engine.analyze(checkImage(await sharp(await solid(30, 30, '#101020')).jpeg().toBuffer()), { filename: 'n.jpg' });
    expect(night.analysis).toMatch(/JPEG image of 30×30 pixels \(square\)[\s\S]*Overall it is dark/);
  });

  it('is never handed bytes that are not an image: it takes only what the image intake let through', () => {
    // analyze() takes a CheckedImage, which only the intake makes; a PDF named photo.png stops there.
    expect(() => checkImage(Buffer.from('%PDF-1.7 not an image'))).toThrow(ImageRejectedError);
    expect(() => checkImage(Buffer.from('%PDF-1.7 not an image'))).toThrow(expect.objectContaining({ reason: 'not-an-image' }));
  });

  it('refuses a PNG whose header reads fine but whose pixels are cut off as invalid input', async () => {
    const whole = await solid(64, 64, '#3366cc');
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));

    await expect(engine.analyze(checkImage(truncated), { filename: 'cut.png' })).rejects.toMatchObject({ kind: 'invalid-input' });
  });
});
