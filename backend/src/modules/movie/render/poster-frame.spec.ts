import { posterArgs, posterTime } from './poster-frame';

describe(posterTime.name, () => {
  it("is the middle of the clip, where the scene's text and cast have settled", () => {
    expect(posterTime(50)).toBe(25);
    expect(posterTime(8)).toBe(4);
  });

  it('is never the black first frame nor inside the fades at either end', () => {
    for (const seconds of [0.5, 1, 1.2, 2, 3]) {
      const at = posterTime(seconds);
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(seconds);
      if (seconds >= 1) {
        expect(at).toBeGreaterThanOrEqual(0.4);
        expect(at).toBeLessThanOrEqual(seconds - 0.4);
      }
    }
  });

  it('is 0 for a clip of unknown length', () => {
    expect(posterTime(0)).toBe(0);
    expect(posterTime(Number.NaN)).toBe(0);
  });
});

describe(posterArgs.name, () => {
  it('seeks to the time and writes one JPEG frame', () => {
    expect(posterArgs('/w/scene.mp4', 2.5, '/w/poster.jpg')).toEqual(
      expect.arrayContaining(['-ss', '2.500', '-i', '/w/scene.mp4', '-frames:v', '1', '-f', 'image2', '/w/poster.jpg']),
    );
  });
});
