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
}
