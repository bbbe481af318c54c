import { accessSync, constants } from 'node:fs';
import * as path from 'node:path';

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory; keep looking.
    }
  }
  return null;
}

/** The system ffmpeg (Debian `ffmpeg`), else the optional `@ffmpeg-installer/ffmpeg` binary, else null. */
export function findFfmpeg(): string | null {
  const system = onPath(process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
  if (system) return system;
  try {
    // Optional dependency: absent unless someone installs it for machines without a system ffmpeg.
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
}
