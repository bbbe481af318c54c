import type { AreaName, EngineCapability, LogLevel, NodeEnv } from './config.constants';

export type EngineConfig = { provider: 'local' } | { provider: 'openai'; model: string };

/** The validated, typed view of the environment; built once at process start. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Unset → the process runs embedded PostgreSQL from `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  /** Unset → every implemented area. */
  requestedModules?: readonly AreaName[];
  worker: boolean;
  runMigrations: boolean;
  corsOrigins: readonly string[];
  logLevel: LogLevel;
  bodyLimitBytes: number;
  engines: Readonly<Record<EngineCapability, EngineConfig>>;
  openai: { baseUrl: string; apiKey?: string };
  /** Origin (plus optional base path, no trailing slash) of the site, used in links sent by mail. */
  publicAppUrl: string;
  /** Unset `smtpUrl` → mail goes to the development outbox (stored and logged, not sent). */
  mail: { smtpUrl?: string; from: string };
  /** A session ends after `idleDays` without use, and `maxDays` after sign-in whatever the use. */
  sessions: { idleDays: number; maxDays: number };
  loginThrottle: LoginThrottleConfig;
  jobs: JobsConfig;
  /** The public demo's API key: anyone may use it, held to small per-visitor daily limits. */
  demoApiKey: string;
}

/** Durable jobs (pg-boss, schema `pgboss` in the app's PostgreSQL). */
export interface JobsConfig {
  /** How often expired jobs (their worker died) are failed into a retry. */
  maintenanceIntervalSeconds: number;
  /** A video job running longer than this counts as lost: it is stopped and retried. */
  videoExpireSeconds: number;
  /** Further attempts after a provider error or a lost worker, before the job fails for good. */
  videoRetryLimit: number;
}

/** Fixed windows of `windowMinutes`, counted in PostgreSQL so every instance shares them. */
export interface LoginThrottleConfig {
  /** Failed sign-ins per email address (a success resets it). */
  maxFailuresPerEmail: number;
  /** Sign-in attempts per client IP, successful or not. */
  maxAttemptsPerIp: number;
  windowMinutes: number;
}
