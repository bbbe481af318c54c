import { isOrigin, validateConfig } from './config.validation';

const context = { defaultDataDir: '/srv/atelier/.data', cwd: '/srv/atelier/backend' };

function errorsFor(env: Record<string, string>): string[] {
  return validateConfig(env, context).errors;
}

describe(validateConfig.name, () => {
  it('accepts an empty environment and fills in working defaults', () => {
    const { config, errors } = validateConfig({}, context);

    expect(errors).toEqual([]);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/atelier/.data',
      embeddedPgPort: 54320,
      requestedModules: undefined,
      worker: false,
      runMigrations: true,
      corsOrigins: ['http://localhost:3000'],
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      openai: { baseUrl: 'https://api.openai.com/v1', apiKey: undefined },
      publicAppUrl: 'http://localhost:3000',
      mail: { smtpUrl: undefined, from: 'Atelier <no-reply@atelier.local>' },
      sessions: { idleDays: 30, maxDays: 90 },
      loginThrottle: {
        maxFailuresPerClient: 5,
        maxAttemptsPerClient: 20,
        maxFailuresPerEmail: 50,
        maxAttemptsPerIp: 100,
        windowMinutes: 15,
      },
      trustProxy: ['loopback'],
      httpTimeouts: { headersSeconds: 20, requestSeconds: 30, uploadSeconds: 120, keepAliveSeconds: 65 },
      jobs: { maintenanceIntervalSeconds: 30, videoExpireSeconds: 900, videoRetryLimit: 2 },
      demoApiKey: 'atk_demo_public',
    });
    expect(Object.values(config!.engines).every((engine) => engine.provider === 'local')).toBe(true);
  });

  it('lists every problem at once instead of stopping at the first', () => {
    const errors = errorsFor({ PORT: 'abc', BACKEND_MODULES: 'chat,bogus', ENGINE_TEXT: 'openai' });

    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^PORT must be an integer between 1 and 65535/);
    expect(errors[1]).toMatch(/unknown area "bogus"/);
    expect(errors[2]).toMatch(/OPENAI_API_KEY is required .*ENGINE_TEXT/);
  });

  it('rejects ports outside 1-65535', () => {
    expect(errorsFor({ PORT: '0' })).toHaveLength(1);
    expect(errorsFor({ EMBEDDED_PG_PORT: '70000' })).toHaveLength(1);
    expect(errorsFor({ PORT: '8080', EMBEDDED_PG_PORT: '5433' })).toEqual([]);
  });

  it('treats empty values as unset, as compose passes VAR=${VAR:-}', () => {
    const { config } = validateConfig({ PORT: '', BACKEND_MODULES: ' ', DATABASE_URL: '' }, context);

    expect(config).toMatchObject({ port: 4000, requestedModules: undefined, databaseUrl: undefined });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(validateConfig({ DATA_DIR: 'var/data' }, context).config?.dataDir).toBe('/srv/atelier/backend/var/data');
  });

  it('accepts known areas, including ones not built yet, and drops duplicates', () => {
    const { config } = validateConfig({ BACKEND_MODULES: 'chat, media,chat,config' }, context);

    expect(config?.requestedModules).toEqual(['chat', 'media', 'config']);
  });

  it('reads WORKER and RUN_MIGRATIONS as 0/1 flags and rejects anything else', () => {
    expect(validateConfig({ WORKER: '1', RUN_MIGRATIONS: '0' }, context).config).toMatchObject({
      worker: true,
      runMigrations: false,
    });
    expect(errorsFor({ WORKER: 'yes' })).toEqual(['WORKER must be 0 or 1 (got "yes")']);
  });

  it('reads the job settings and refuses an expiry pg-boss would refuse (24 hours or more)', () => {
    const { config } = validateConfig(
      { JOBS_MAINTENANCE_INTERVAL_SECONDS: '5', VIDEO_JOB_EXPIRE_SECONDS: '60', VIDEO_JOB_RETRY_LIMIT: '0', LEASE_SWEEP_SECONDS: '2' },
      context,
    );
    expect(config?.jobs).toEqual({ maintenanceIntervalSeconds: 5, leaseSweepSeconds: 2, videoExpireSeconds: 60, videoRetryLimit: 0 });
    expect(
      errorsFor({ VIDEO_JOB_EXPIRE_SECONDS: '86400', JOBS_MAINTENANCE_INTERVAL_SECONDS: '0', LEASE_SWEEP_SECONDS: '61' }),
    ).toHaveLength(3);
  });

  it('validates each CORS origin and reports each bad one', () => {
    const good = validateConfig({ CORS_ORIGINS: 'http://localhost:3000, https://atelier.example' }, context);
    expect(good.config?.corsOrigins).toEqual(['http://localhost:3000', 'https://atelier.example']);

    const errors = errorsFor({ CORS_ORIGINS: 'localhost:3000,https://a.example/path,*' });
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('"localhost:3000" is not an origin');
  });

  it("reads the Build Studio preview's origin, which must be exactly an origin", () => {
    expect(validateConfig({}, context).config?.previewOrigin).toBeUndefined();
    expect(validateConfig({ PREVIEW_ORIGIN: 'http://preview.localhost:3090' }, context).config?.previewOrigin).toBe('http://preview.localhost:3090');
    expect(errorsFor({ PREVIEW_ORIGIN: 'http://preview.localhost:3090/path' })).toEqual([expect.stringContaining('PREVIEW_ORIGIN')]);
  });

  it('never echoes DATABASE_URL in its error, as it may hold a password', () => {
    const errors = errorsFor({ DATABASE_URL: 'mysql://user:hunter2@db/atelier' });

    expect(errors).toHaveLength(1);
    expect(errors[0]).not.toContain('hunter2');
  });

  it('validates enums for engines, log level and NODE_ENV', () => {
    const errors = errorsFor({ ENGINE_IMAGE: 'midjourney', LOG_LEVEL: 'verbose', NODE_ENV: 'staging' });

    expect(errors).toHaveLength(3);
  });

  it('uses the configured or default OpenAI model when an engine is openai', () => {
    const { config } = validateConfig(
      { ENGINE_TEXT: 'openai', ENGINE_IMAGE: 'openai', OPENAI_IMAGE_MODEL: 'dall-e-3', OPENAI_API_KEY: 'sk-test' },
      context,
    );

    expect(config?.engines.text).toEqual({ provider: 'openai', model: 'gpt-4o-mini' });
    expect(config?.engines.image).toEqual({ provider: 'openai', model: 'dall-e-3' });
  });

  it('requires OPENAI_MUSIC_MODEL for an openai music engine, which has no default', () => {
    const errors = errorsFor({ ENGINE_MUSIC: 'openai', OPENAI_API_KEY: 'sk-test' });

    expect(errors).toEqual([expect.stringMatching(/^OPENAI_MUSIC_MODEL is required/)]);
  });

  it('parses BODY_LIMIT sizes and rejects nonsense', () => {
    expect(validateConfig({ BODY_LIMIT: '100kb' }, context).config?.bodyLimitBytes).toBe(102_400);
    expect(validateConfig({ BODY_LIMIT: '512' }, context).config?.bodyLimitBytes).toBe(512);
    expect(errorsFor({ BODY_LIMIT: 'lots' })).toHaveLength(1);
  });
});

describe('validateConfig: accounts and mail', () => {
  it('reads the mail, session and sign-in throttle settings', () => {
    const { config } = validateConfig(
      {
        SMTP_URL: 'smtps://mailer:s3cret@smtp.example:465',
        MAIL_FROM: 'no-reply@example.com',
        PUBLIC_APP_URL: 'https://atelier.example/app/',
        SESSION_IDLE_DAYS: '7',
        SESSION_MAX_DAYS: '30',
        LOGIN_MAX_FAILURES_PER_EMAIL: '3',
        LOGIN_MAX_ATTEMPTS_PER_IP: '100',
        LOGIN_WINDOW_MINUTES: '5',
      },
      context,
    );

    expect(config).toMatchObject({
      publicAppUrl: 'https://atelier.example/app',
      mail: { smtpUrl: 'smtps://mailer:s3cret@smtp.example:465', from: 'no-reply@example.com' },
      sessions: { idleDays: 7, maxDays: 30 },
      loginThrottle: { maxFailuresPerEmail: 3, maxAttemptsPerIp: 100, windowMinutes: 5 },
    });
  });

  it('never echoes SMTP_URL in its error, as it may hold a password', () => {
    const errors = errorsFor({ SMTP_URL: 'http://mailer:s3cret@smtp.example' });

    expect(errors).toEqual([expect.stringMatching(/^SMTP_URL must be a smtp:\/\/ or smtps:\/\/ URL$/)]);
  });

  it('rejects a sender that is no address or could inject a header', () => {
    expect(errorsFor({ MAIL_FROM: 'Atelier' })).toHaveLength(1);
    expect(errorsFor({ MAIL_FROM: 'Atelier <a@b.c>\r\nBcc: x@y.z' })).toHaveLength(1);
    expect(errorsFor({ MAIL_FROM: 'Atelier Team <team@atelier.example>' })).toEqual([]);
  });

  it('accepts a printable DEMO_API_KEY and rejects a short one or one with spaces', () => {
    expect(validateConfig({ DEMO_API_KEY: 'atk_demo_example' }, context).config?.demoApiKey).toBe('atk_demo_example');
    expect(errorsFor({ DEMO_API_KEY: 'short' })).toHaveLength(1);
    expect(errorsFor({ DEMO_API_KEY: 'has a space in it' })).toHaveLength(1);
  });

  it('rejects a PUBLIC_APP_URL with a query or of another scheme', () => {
    expect(errorsFor({ PUBLIC_APP_URL: 'https://atelier.example/?x=1' })).toHaveLength(1);
    expect(errorsFor({ PUBLIC_APP_URL: 'ftp://atelier.example' })).toHaveLength(1);
  });

  it('rejects non-positive limits and an idle time longer than the session lifetime', () => {
    const errors = errorsFor({
      LOGIN_MAX_FAILURES_PER_EMAIL: '0',
      LOGIN_WINDOW_MINUTES: 'soon',
      SESSION_IDLE_DAYS: '60',
      SESSION_MAX_DAYS: '30',
    });

    expect(errors).toEqual([
      'SESSION_IDLE_DAYS (60) must not exceed SESSION_MAX_DAYS (30)',
      'LOGIN_MAX_FAILURES_PER_EMAIL must be an integer between 1 and 1000000 (got "0")',
      'LOGIN_WINDOW_MINUTES must be an integer between 1 and 1440 (got "soon")',
    ]);
  });
});

describe(isOrigin.name, () => {
  it.each(['http://localhost:3000', 'https://atelier.example', 'http://127.0.0.1:8080'])('accepts %s', (origin) => {
    expect(isOrigin(origin)).toBe(true);
  });

  it.each(['http://localhost:3000/', 'ftp://host', 'https://host/path', 'https://u:p@host', 'null', ''])(
    'rejects %s',
    (origin) => {
      expect(isOrigin(origin)).toBe(false);
    },
  );
});
