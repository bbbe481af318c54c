import { loadPublicConfig } from '@atelier/runtime';

/** The public, rate-limited demo key from GET /config/public (loaded once per page). */
export async function demoApiKey(): Promise<string> {
  const config = await loadPublicConfig();
  return config.demoApiKey ?? '';
}
