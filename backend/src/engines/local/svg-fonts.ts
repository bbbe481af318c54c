import { lstatSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { findFont } from './find-font';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A fontconfig file: the system's configuration (when there is one) plus the folder of the font shipped in npm. */
export function fontconfigWithShippedFonts(fontDir: string, systemConfig: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${escapeXml(systemConfig)}</include>`,
    `  <dir>${escapeXml(fontDir)}</dir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/**
 * sharp's SVG renderer finds fonts through fontconfig, which only knows the system's fonts: on a machine
 * with none the image's prompt text would silently vanish. This points fontconfig at a file that adds the
 * DejaVu shipped in npm. fontconfig reads it when sharp first draws text, so call this before that; an
 * operator's own FONTCONFIG_FILE is left alone. Returns the file in use, or null when nothing was changed.
 */
export function addShippedFontsToFontconfig(
  env: NodeJS.ProcessEnv = process.env,
  systemConfig = '/etc/fonts/fonts.conf',
): string | null {
  if (env.FONTCONFIG_FILE) return null;
  const font = findFont();
  if (!font) return null;
  const dir = path.join(tmpdir(), `atelier-fontconfig-${process.getuid?.() ?? 'user'}`);
  const file = path.join(dir, 'fonts.conf');
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // The temp directory is shared: only use a folder that is ours and that no one else can write to.
    const folder = lstatSync(dir);
    if (!folder.isDirectory() || (process.getuid && folder.uid !== process.getuid()) || (folder.mode & 0o022) !== 0) return null;
    // Written whole, then renamed: another process may be reading the same file.
    const partial = path.join(dir, `fonts.conf.${process.pid}`);
    writeFileSync(partial, fontconfigWithShippedFonts(path.dirname(font), systemConfig));
    renameSync(partial, file);
  } catch {
    return null;
  }
  env.FONTCONFIG_FILE = file;
  return file;
}
