import type { AreaName, EngineCapability, LogLevel, NodeEnv } from './config.constants';
import type { HttpTimeoutsConfig } from './http-timeouts-config';
import type { RunnerConfig } from './runner-config';
import type { StorageConfig } from './storage-config';
import type { TrustProxy } from './trust-proxy-config';

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
  /**
   * Origin the Build Studio preview's host page is loaded from. Another site than the studio's, so the
   * browser runs the preview in its own process (a stuck script cannot freeze the studio); unset → the
   * studio's own origin (one process).
   */
  previewOrigin?: string;
  /** Unset `smtpUrl` → mail goes to the development outbox (stored and logged, not sent). */
  mail: { smtpUrl?: string; from: string };
  /** A session ends after `idleDays` without use, and `maxDays` after sign-in whatever the use. */
  sessions: { idleDays: number; maxDays: number };
  loginThrottle: LoginThrottleConfig;
  /** log2 of scrypt's N for new password hashes (17 unless a test stack lowers it; password-hash-config.ts). */
  passwordHashCost: number;
  /** Proxies whose X-Forwarded-For is believed (the client address behind them is used for limits). */
  trustProxy: TrustProxy;
  httpTimeouts: HttpTimeoutsConfig;
  jobs: JobsConfig;
  /** The public demo's API key: anyone may use it, held to small per-visitor daily limits. */
  demoApiKey: string;
  /** Where assets (generated media, avatars, exports) are stored. */
  storage: StorageConfig;
  /** The sandbox runner that runs Build Studio's Express and FastAPI projects. */
  runner: RunnerConfig;
  /** End-to-end tests only (never in production): scene renders held by files in this folder. */
  movieRenderGateDir?: string;
}

/** Durable jobs (pg-boss, schema `pgboss` in the app's PostgreSQL). */
export interface JobsConfig {
  /** How often expired jobs (their worker died) are failed into a retry. */
  maintenanceIntervalSeconds: number;
  /**
   * How often every process looks for holders that died (a process whose lease ended): their metering
   * reservations are released and their running jobs handed to a live worker.
   */
  leaseSweepSeconds: number;
  /** A video job running longer than this counts as lost: it is stopped and retried. */
  videoExpireSeconds: number;
  /** Further attempts after a provider error or a lost worker, before the job fails for good. */
  videoRetryLimit: number;
}

/** Fixed windows of `windowMinutes`, counted in PostgreSQL so every instance shares them. */
export interface LoginThrottleConfig {
  /** Failed sign-ins of one email address from one client (a success there resets it). */
  maxFailuresPerClient: number;
  /** Sign-in attempts of one client, whatever the address. */
  maxAttemptsPerClient: number;
  /** Failed sign-ins of one email address from all clients together (a success resets it): the high ceiling. */
  maxFailuresPerEmail: number;
  /** Sign-in attempts per client IP (IPv6: /64), successful or not: the high ceiling for a network. */
  maxAttemptsPerIp: number;
  windowMinutes: number;
}
