import { findFont } from '../../../../engines/local/find-font';

export type FontFace = 'sans' | 'sansBold' | 'serifBold';

const FILES: Readonly<Record<FontFace, string>> = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
};

const resolved = new Map<FontFace, string | null>();

/** DejaVu faces from the `dejavu-fonts-ttf` dependency; the engine's bold sans (or fontconfig's choice, null) otherwise. */
export function fontFile(face: FontFace): string | null {
  if (!resolved.has(face)) {
    let file: string | null;
    try {
      file = require.resolve(`dejavu-fonts-ttf/ttf/${FILES[face]}`);
    } catch {
      file = findFont();
    }
    resolved.set(face, file);
  }
  return resolved.get(face) ?? null;
}
