import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfigResponseDto } from '@atelier/api-types';
import { publicConfigQuery } from '../config/public-config';
import { createQueryClient } from '../query/query-client';

export type EngineConfig = PublicConfigResponseDto['engines'];

/** Engines as a site on one provider reports them (`local`: the offline engine). */
export function enginesOf(provider: 'local' | 'openai'): EngineConfig {
  const engine = { provider, model: 'test', label: provider === 'local' ? 'Offline engine' : 'Test provider' };
  return { text: engine, image: engine, video: engine, transcription: engine, vision: engine, music: engine, code: engine } as EngineConfig;
}

/**
 * A fresh cache per render, with the runtime's settings but no retries: a failure shows at once. Given
 * `engines`, the public configuration is answered from the cache (never fetched), so tests route only
 * the calls they are about.
 */
export function createTestQueryClient(engines?: EngineConfig): QueryClient {
  const client = createQueryClient({ retry: false });
  if (engines) {
    client.setQueryDefaults(publicConfigQuery.queryKey, { staleTime: Infinity });
    client.setQueryData(publicConfigQuery.queryKey, { engines } as PublicConfigResponseDto);
  }
  return client;
}
