import { frameOfRatio, hasRatio } from './aspect-ratio';
import { frameSize } from './clip-format';

describe(frameOfRatio.name, () => {
  it("gives the 1080p family for Pro's 1080 and the same shapes for Free's 720 and Studio's 2160", () => {
    expect(frameOfRatio(1080, '16:9')).toEqual({ width: 1920, height: 1080 });
    expect(frameOfRatio(1080, '9:16')).toEqual({ width: 1080, height: 1920 });
    expect(frameOfRatio(1080, '1:1')).toEqual({ width: 1080, height: 1080 });
    expect(frameOfRatio(720, '9:16')).toEqual({ width: 720, height: 1280 });
    expect(frameOfRatio(2160, '9:16')).toEqual({ width: 2160, height: 3840 });
  });

  it('is what frameSize gives per ratio, landscape when none is named', () => {
    expect(frameSize(720)).toEqual({ width: 1280, height: 720 });
    expect(frameSize(720, '1:1')).toEqual({ width: 720, height: 720 });
  });
});

describe(hasRatio.name, () => {
  it("tells a render of the movie's shape from one of another shape", () => {
    expect(hasRatio(1280, 720, '16:9')).toBe(true);
    expect(hasRatio(1080, 1920, '9:16')).toBe(true);
    expect(hasRatio(1280, 720, '9:16')).toBe(false);
    expect(hasRatio(720, 720, '16:9')).toBe(false);
    expect(hasRatio(null, null, '16:9')).toBe(false);
  });
});
