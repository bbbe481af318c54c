import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { findFont } from './find-font';
import { addShippedFontsToFontconfig, fontconfigWithShippedFonts } from './svg-fonts';

describe(addShippedFontsToFontconfig.name, () => {
  it("points fontconfig at a file that adds the shipped font's folder to the system configuration", () => {
    const env: NodeJS.ProcessEnv = {};
    const file = addShippedFontsToFontconfig(env, '/etc/fonts/fonts.conf');
    expect(file).not.toBeNull();
    expect(env.FONTCONFIG_FILE).toBe(file);
    expect(readFileSync(file!, 'utf8')).toBe(fontconfigWithShippedFonts(path.dirname(findFont()!), '/etc/fonts/fonts.conf'));
  });

  it("leaves an operator's own FONTCONFIG_FILE alone", () => {
    const env: NodeJS.ProcessEnv = { FONTCONFIG_FILE: '/opt/fonts.conf' };
    expect(addShippedFontsToFontconfig(env)).toBeNull();
    expect(env.FONTCONFIG_FILE).toBe('/opt/fonts.conf');
  });
});

describe(fontconfigWithShippedFonts.name, () => {
  it('includes the system configuration when present and the font folder, escaped for XML', () => {
    const conf = fontconfigWithShippedFonts('/srv/a&b/ttf', '/etc/fonts/fonts.conf');
    expect(conf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(conf).toContain('<dir>/srv/a&#38;b/ttf</dir>');
  });
});
