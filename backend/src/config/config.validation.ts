import * as path from 'node:path';
import type { AppConfig, EngineConfig, JobsConfig, LoginThrottleConfig } from './app-config.interface';
import {
  AREA_NAMES,
  type AreaName,
  CONFIG_DEFAULTS,
  DEFAULT_OPENAI_MODELS,
  ENGINE_CAPABILITIES,
  ENGINE_PROVIDERS,
  type EngineCapability,
  LOG_LEVELS,
  NODE_ENVS,
} from './config.constants';
import { type Env, EnvReader } from './env.reader';
import { readHttpTimeouts } from './http-timeouts-config';
import { readPasswordHashCost } from './password-hash-config';
import { readRenderGateDir } from './render-gate-config';
import { readRunner } from './runner-config';
import { readStorage } from './storage-config';
import { readTrustProxy } from './trust-proxy-config';

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
  const dataDir = path.resolve(context.cwd, read.string('DATA_DIR', context.defaultDataDir));
  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, CONFIG_DEFAULTS.nodeEnv);
  const config: AppConfig = {
    nodeEnv,
    port: read.port('PORT', CONFIG_DEFAULTS.port),
    host: read.string('HOST', CONFIG_DEFAULTS.host),
    databaseUrl: read.url('DATABASE_URL', { protocols: ['postgres:', 'postgresql:'], secret: true }),
    dataDir,
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
    publicAppUrl: readPublicAppUrl(read),
    previewOrigin: readPreviewOrigin(read),
    mail: {
      smtpUrl: read.url('SMTP_URL', { protocols: ['smtp:', 'smtps:'], secret: true }),
      from: readMailFrom(read),
    },
    sessions: readSessions(read),
    loginThrottle: readLoginThrottle(read),
    passwordHashCost: readPasswordHashCost(read, nodeEnv),
    trustProxy: readTrustProxy(read),
    httpTimeouts: readHttpTimeouts(read),
    jobs: readJobs(read),
    demoApiKey: readDemoApiKey(read),
    storage: readStorage(read),
    runner: readRunner(read, dataDir),
    movieRenderGateDir: readRenderGateDir(read, nodeEnv, context.cwd),
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

/** The Build Studio preview's origin: exactly an origin (what the studio compares `MessageEvent.origin` with). */
function readPreviewOrigin(read: EnvReader): string | undefined {
  const value = read.raw('PREVIEW_ORIGIN')?.trim();
  if (!value) return undefined;
  if (isOrigin(value)) return value;
  read.errors.push(`PREVIEW_ORIGIN "${value}" is not an origin (expected scheme://host[:port], e.g. http://preview.localhost:3007)`);
  return undefined;
}

/** Links in mails point here; a base path is allowed (https://example.com/atelier), a query or fragment is not. */
function readPublicAppUrl(read: EnvReader): string {
  const value = read.url('PUBLIC_APP_URL', { protocols: ['http:', 'https:'] }) ?? CONFIG_DEFAULTS.publicAppUrl;
  const url = new URL(value);
  if (url.search || url.hash || url.username || url.password) {
    read.errors.push(
      `PUBLIC_APP_URL must be a plain http(s) URL without credentials, query or fragment (got "${value}")`,
    );
    return CONFIG_DEFAULTS.publicAppUrl;
  }
  return value.replace(/\/+$/, '');
}

/** Printable ASCII without spaces, so it can sit in a JSON body, a header or a shortcode. */
function readDemoApiKey(read: EnvReader): string {
  const value = read.string('DEMO_API_KEY', CONFIG_DEFAULTS.demoApiKey);
  if (/^[\x21-\x7e]{8,128}$/.test(value)) return value;
  read.errors.push('DEMO_API_KEY must be 8–128 printable characters without spaces');
  return CONFIG_DEFAULTS.demoApiKey;
}

/** `Name <address>` or a bare address; no line breaks, which would inject mail headers. */
const MAILBOX = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function readMailFrom(read: EnvReader): string {
  const value = read.string('MAIL_FROM', CONFIG_DEFAULTS.mailFrom);
  if (MAILBOX.test(value)) return value;
  read.errors.push(`MAIL_FROM must be an address or "Name <address>" (got "${value}")`);
  return CONFIG_DEFAULTS.mailFrom;
}

function readSessions(read: EnvReader): AppConfig['sessions'] {
  const idleDays = read.integer('SESSION_IDLE_DAYS', CONFIG_DEFAULTS.sessionIdleDays, { min: 1, max: 3650 });
  const maxDays = read.integer('SESSION_MAX_DAYS', CONFIG_DEFAULTS.sessionMaxDays, { min: 1, max: 3650 });
  if (idleDays > maxDays) {
    read.errors.push(`SESSION_IDLE_DAYS (${idleDays}) must not exceed SESSION_MAX_DAYS (${maxDays})`);
  }
  return { idleDays, maxDays };
}

function readLoginThrottle(read: EnvReader): LoginThrottleConfig {
  const limit = { min: 1, max: 1_000_000 };
  return {
    maxFailuresPerClient: read.integer('LOGIN_MAX_FAILURES_PER_CLIENT', CONFIG_DEFAULTS.loginMaxFailuresPerClient, limit),
    maxAttemptsPerClient: read.integer('LOGIN_MAX_ATTEMPTS_PER_CLIENT', CONFIG_DEFAULTS.loginMaxAttemptsPerClient, limit),
    maxFailuresPerEmail: read.integer('LOGIN_MAX_FAILURES_PER_EMAIL', CONFIG_DEFAULTS.loginMaxFailuresPerEmail, limit),
    maxAttemptsPerIp: read.integer('LOGIN_MAX_ATTEMPTS_PER_IP', CONFIG_DEFAULTS.loginMaxAttemptsPerIp, limit),
    windowMinutes: read.integer('LOGIN_WINDOW_MINUTES', CONFIG_DEFAULTS.loginWindowMinutes, { min: 1, max: 1440 }),
  };
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

function readJobs(read: EnvReader): JobsConfig {
  return {
    maintenanceIntervalSeconds: read.integer(
      'JOBS_MAINTENANCE_INTERVAL_SECONDS',
      CONFIG_DEFAULTS.jobsMaintenanceIntervalSeconds,
      { min: 1, max: 3600 },
    ),
    leaseSweepSeconds: read.integer('LEASE_SWEEP_SECONDS', CONFIG_DEFAULTS.leaseSweepSeconds, { min: 1, max: 60 }),
    // pg-boss refuses expirations of 24 hours or more.
    videoExpireSeconds: read.integer('VIDEO_JOB_EXPIRE_SECONDS', CONFIG_DEFAULTS.videoJobExpireSeconds, {
      min: 1,
      max: 86_399,
    }),
    videoRetryLimit: read.integer('VIDEO_JOB_RETRY_LIMIT', CONFIG_DEFAULTS.videoJobRetryLimit, { min: 0, max: 10 }),
  };
}
