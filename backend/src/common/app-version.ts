import { readFileSync } from 'node:fs';
import * as path from 'node:path';

function readVersion(): string {
  try {
    // src/common and dist/common both sit two levels below backend/package.json.
    const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8'));
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const APP_VERSION = readVersion();
