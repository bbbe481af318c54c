import * as path from 'node:path';
import type { AppConfig, EngineConfig } from './app-config.interface';
import {
  AREA_NAMES,
  AreaName,
  CONFIG_DEFAULTS,
  DEFAULT_OPENAI_MODELS,
  ENGINE_CAPABILITIES,
  ENGINE_PROVIDERS,
  EngineCapability,
  LOG_LEVELS,
  NODE_ENVS,
} from './config.constants';
import { Env, EnvReader } from './env.reader';

export interface ConfigValidationResult {
  /** Present only when `errors` is empty. */
  config?: AppConfig;
  errors: string[];
}

export interface ConfigValidationContext {
  /** Used when DATA_DIR is unset; relative DATA_DIR values resolve against `cwd`. */
  defaultDataDir: string;
  cwd: string;
}

/** Pure: turns an environment into a typed config, or into the full list of what is wrong with it. */
export function validateConfig(env: Env, context: ConfigValidationContext): ConfigValidationResult {
  const read = new EnvReader(env);
  const engines = readEngines(read);
  const config: AppConfig = {
    nodeEnv: read.oneOf('NODE_ENV', NODE_ENVS, CONFIG_DEFAULTS.nodeEnv),
    port: read.port('PORT', CONFIG_DEFAULTS.port),
    host: read.string('HOST', CONFIG_DEFAULTS.host),
    databaseUrl: read.url('DATABASE_URL', { protocols: ['postgres:', 'postgresql:'], secret: true }),
    dataDir: path.resolve(context.cwd, read.string('DATA_DIR', context.defaultDataDir)),
    embeddedPgPort: read.port('EMBEDDED_PG_PORT', CONFIG_DEFAULTS.embeddedPgPort),
    requestedModules: readModules(read),
    worker: read.boolean('WORKER', false),
    runMigrations: read.boolean('RUN_MIGRATIONS', true),
    corsOrigins: readCorsOrigins(read),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, CONFIG_DEFAULTS.logLevel),
    bodyLimitBytes: read.byteSize('BODY_LIMIT', CONFIG_DEFAULTS.bodyLimit),
    engines,
    openai: {
      baseUrl:
        read.url('OPENAI_BASE_URL', { protocols: ['http:', 'https:'], secret: true }) ??
        CONFIG_DEFAULTS.openaiBaseUrl,
      apiKey: read.raw('OPENAI_API_KEY'),
    },
  };
  requireOpenAiKey(read, config);
  return read.errors.length ? { errors: read.errors } : { config, errors: [] };
}

function readModules(read: EnvReader): AreaName[] | undefined {
  const names = read.list('BACKEND_MODULES');
  if (!names) return undefined;
  const known = AREA_NAMES as readonly string[];
  for (const name of names.filter((n) => !known.includes(n))) {
    read.errors.push(`BACKEND_MODULES names an unknown area "${name}" (known: ${AREA_NAMES.join(', ')})`);
  }
  return names.filter((n): n is AreaName => known.includes(n));
}

function readCorsOrigins(read: EnvReader): string[] {
  const origins = read.list('CORS_ORIGINS') ?? [...CONFIG_DEFAULTS.corsOrigins];
  const valid = origins.filter(isOrigin);
  for (const origin of origins.filter((o) => !isOrigin(o))) {
    read.errors.push(
      `CORS_ORIGINS entry "${origin}" is not an origin (expected scheme://host[:port], e.g. http://localhost:3000)`,
    );
  }
  return valid;
}

/** An origin is exactly what browsers send in the Origin header: scheme, host, optional port — nothing else. */
export function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

function readEngines(read: EnvReader): Record<EngineCapability, EngineConfig> {
  const engines = {} as Record<EngineCapability, EngineConfig>;
  for (const capability of ENGINE_CAPABILITIES) {
    const upper = capability.toUpperCase();
    const provider = read.oneOf(`ENGINE_${upper}`, ENGINE_PROVIDERS, 'local');
    const model = read.raw(`OPENAI_${upper}_MODEL`) ?? DEFAULT_OPENAI_MODELS[capability];
    if (provider === 'local') {
      engines[capability] = { provider };
    } else if (model === undefined) {
      read.errors.push(`OPENAI_${upper}_MODEL is required when ENGINE_${upper}=openai (there is no default model)`);
      engines[capability] = { provider: 'local' };
    } else {
      engines[capability] = { provider, model };
    }
  }
  return engines;
}

function requireOpenAiKey(read: EnvReader, config: AppConfig): void {
  const needKey = ENGINE_CAPABILITIES.filter((c) => read.raw(`ENGINE_${c.toUpperCase()}`) === 'openai');
  if (needKey.length && !config.openai.apiKey) {
    const vars = needKey.map((c) => `ENGINE_${c.toUpperCase()}`).join(', ');
    read.errors.push(`OPENAI_API_KEY is required when an engine uses openai (${vars})`);
  }
}
