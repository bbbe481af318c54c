import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfigResponseDto } from '@atelier/api-types';
import { createQueryClient, publicConfigQuery } from '@atelier/runtime';

type EngineConfig = PublicConfigResponseDto['engines'];

/** Engines as a provider-backed site reports them: the offline notice stays away unless a test asks for it. */
export function enginesOf(provider: 'local' | 'openai'): EngineConfig {
  const engine = { provider, model: 'test', label: provider === 'local' ? 'Offline engine' : 'Test provider' };
  return { text: engine, image: engine, video: engine, transcription: engine, vision: engine, music: engine, code: engine } as EngineConfig;
}

/**
 * A fresh cache per render, with the runtime's settings but no retries: a failure shows at once. The public
 * configuration is answered from the cache (never fetched), so tests route only the calls they are about.
 */
export function createTestQueryClient(engines: EngineConfig = enginesOf('openai')): QueryClient {
  const client = createQueryClient({ retry: false });
  client.setQueryDefaults(publicConfigQuery.queryKey, { staleTime: Infinity });
  client.setQueryData(publicConfigQuery.queryKey, { engines } as PublicConfigResponseDto);
  return client;
}
