import * as path from 'node:path';
import type { AppConfig } from './app-config.interface';
import { validateConfig } from './config.validation';

/** `<repo>/.data`: this file sits in backend/src/config or backend/dist/config. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', '.data');

/** Reads the environment once; on any problem prints every one of them and ends the process with code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { config, errors } = validateConfig(env, { defaultDataDir: DEFAULT_DATA_DIR, cwd: process.cwd() });
  if (config) return config;
  process.stderr.write(
    `Atelier API: invalid configuration (${errors.length} problem${errors.length > 1 ? 's' : ''}):\n` +
      errors.map((error) => `  - ${error}\n`).join(''),
  );
  process.exit(1);
}
