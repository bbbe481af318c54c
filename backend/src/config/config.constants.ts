/** Every backend area an operator may name in BACKEND_MODULES (ARCHITECTURE.md §5), plus `config` for /api/config/public. */
export const AREA_NAMES = [
  'auth',
  'account',
  'academy',
  'chat',
  'media',
  'downloads',
  'wp-gateway',
  'integrations',
  'jobs',
  'billing',
  'build-studio',
  'movie',
  'music',
  'marketing',
  'health',
  'config',
] as const;
export type AreaName = (typeof AREA_NAMES)[number];

export const ENGINE_CAPABILITIES = ['text', 'image', 'video', 'transcription', 'vision', 'music', 'code', 'speech', 'embeddings'] as const;
export type EngineCapability = (typeof ENGINE_CAPABILITIES)[number];

export const ENGINE_PROVIDERS = ['local', 'openai'] as const;
export type EngineProvider = (typeof ENGINE_PROVIDERS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** OpenAI model used per capability when its engine is `openai`; music has no sensible default. */
export const DEFAULT_OPENAI_MODELS: Readonly<Record<EngineCapability, string | undefined>> = {
  text: 'gpt-4o-mini',
  image: 'gpt-image-1',
  video: 'sora-2',
  transcription: 'whisper-1',
  vision: 'gpt-4o-mini',
  music: undefined,
  code: 'gpt-4.1-mini',
  speech: 'gpt-4o-mini-tts',
  embeddings: 'text-embedding-3-small',
};

export const CONFIG_DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  embeddedPgPort: 54320,
  corsOrigins: ['http://localhost:3000'],
  logLevel: 'info' as LogLevel,
  nodeEnv: 'development' as NodeEnv,
  bodyLimit: '1mb',
  openaiBaseUrl: 'https://api.openai.com/v1',
  publicAppUrl: 'http://localhost:3000',
  mailFrom: 'Atelier <no-reply@atelier.local>',
  sessionIdleDays: 30,
  sessionMaxDays: 90,
  loginMaxFailuresPerClient: 5,
  loginMaxAttemptsPerClient: 20,
  loginMaxFailuresPerEmail: 50,
  loginMaxAttemptsPerIp: 100,
  loginWindowMinutes: 15,
  jobsMaintenanceIntervalSeconds: 30,
  leaseSweepSeconds: 5,
  videoJobExpireSeconds: 900,
  videoJobRetryLimit: 2,
  demoApiKey: 'atk_demo_public',
} as const;
