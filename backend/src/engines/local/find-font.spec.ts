import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { findFont } from './find-font';

describe(findFont.name, () => {
  it('draws with the DejaVu Sans Bold shipped in npm, whatever fonts the system has', () => {
    const font = findFont();
    expect(font).toMatch(new RegExp(`dejavu-fonts-ttf\\${path.sep}ttf\\${path.sep}DejaVuSans-Bold\\.ttf$`));
    expect(existsSync(font!)).toBe(true);
  });

  it('uses a configured font only when it exists', () => {
    const shipped = findFont()!;
    expect(findFont(shipped)).toBe(shipped);
    expect(findFont('/nowhere/font.ttf')).toBeNull();
  });
});
