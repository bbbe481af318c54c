import type { Capability, PublicConfigResponseDto } from '@atelier/api-types';

export const ENGINE_LOADING = '…';
export const ENGINE_UNAVAILABLE = 'Unavailable';

/** 'Offline engine (atelier-local-1)': the engine's label and model, or the loading / error text. */
export function engineLabel(
  state: { config: PublicConfigResponseDto | null; error: unknown; loading: boolean },
  capability: Capability,
): string {
  if (state.loading) return ENGINE_LOADING;
  const engine = state.config?.engines?.[capability];
  if (state.error || !engine) return ENGINE_UNAVAILABLE;
  return engine.model ? `${engine.label} (${engine.model})` : engine.label;
}
