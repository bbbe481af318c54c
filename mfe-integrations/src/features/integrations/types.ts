/** Shapes of the /api/integrations answers (backend DTOs are the source of truth). */
export interface IntegrationsPlan {
  id: string;
  name: string;
  /** In cents. */
  price_monthly: number;
  tokens: number;
  images: number;
  videos: number;
}

export interface ApiKey {
  id: string;
  label: string;
  masked_key: string;
  created_at: string;
  last_used_at: string | null;
}

/** POST /integrations/key answers the full key, the only time it is ever sent. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export interface Usage {
  tokens_used: number;
  images_used: number;
  videos_used: number;
  cost_usd: number;
  period_start: string;
  period_end: string;
  plan: IntegrationsPlan;
}

export type AuthModalMode = 'login' | 'signup' | 'magic';
