import { cssAspectRatio, ratioOfFrame } from './aspect-ratio';

describe('ratioOfFrame', () => {
  it('names the ratio of a rendered frame, whatever the plan size', () => {
    expect(ratioOfFrame(1920, 1080)).toBe('16:9');
    expect(ratioOfFrame(720, 1280)).toBe('9:16');
    expect(ratioOfFrame(1080, 1080)).toBe('1:1');
    expect(ratioOfFrame(640, 480)).toBeNull();
    expect(ratioOfFrame(null, null)).toBeNull();
  });

  it('gives the CSS aspect-ratio of a ratio', () => {
    expect(cssAspectRatio('9:16')).toBe('9 / 16');
  });
});
