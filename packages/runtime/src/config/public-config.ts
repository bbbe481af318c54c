import { useEffect, useState } from 'react';
import { apiFetch } from '../api/api-client';

export type Capability = 'text' | 'image' | 'video' | 'transcription' | 'vision' | 'music';

export interface EngineInfo {
  provider: string;
  model: string;
  label: string;
}

/** What `GET /api/config/public` tells the frontend. */
export interface PublicConfig {
  product: string;
  engines: Record<Capability, EngineInfo>;
  features: Record<string, boolean>;
  modules: string[];
  /** Public, rate-limited key the /demo screen sends to /api/wp/*. */
  demoApiKey?: string;
}

let pending: Promise<PublicConfig> | null = null;

/** Loads the public config once per page; a failure is not cached so a later call retries. */
export function loadPublicConfig(): Promise<PublicConfig> {
  if (!pending) {
    pending = apiFetch<PublicConfig>('/config/public', { anonymous: true }).catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

export function usePublicConfig(): { config: PublicConfig | null; error: unknown; loading: boolean } {
  const [state, setState] = useState<{ config: PublicConfig | null; error: unknown; loading: boolean }>({
    config: null,
    error: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    loadPublicConfig().then(
      (config) => live && setState({ config, error: null, loading: false }),
      (error: unknown) => live && setState({ config: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
