import { postJsonText } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { useSuiteServer } from './support/suite-server';
import { createTestDatabase } from './support/test-database';

describe('Atelier API (in-process, real PostgreSQL)', () => {
  const suite = useSuiteServer('app', { BODY_LIMIT: '10kb' }, { emptyDatabase: true });

  it('applies the migrations at start', async () => {
    const applied = await suite.database.query<{ name: string }>('SELECT name FROM migrations');
    expect(applied.map((row) => row.name)).toEqual([
      'CreateAppMeta1763769600000',
      'CreateAccounts1795305600000',
      'CreateMailOutbox1795305601000',
      'CreateAcademyWaitlist1795305602000',
      'CreateChatAndUsage1795305610000',
      'CreateMediaFiles1795305620000',
      'CreateVideoJobs1795305630000',
      'CreateApiKeys1795305640000',
      'CreateMetering1795305700000',
      'CreateAssets1795305800000',
      'CreateJobs1795305900000',
      'CreateBuildStudio1795306000000',
      'CreateMovieStudio1795306100000',
      'CreateMusicProjects1795306200000',
      'CreateCreditsLedger1795306300000',
      'CreateMarketingStudio1795306310000',
      'CreatePhotoRequests1795306320000',
      'CreateChatConversationList1795400000000',
      'SessionDevicesAndSignIns1795402000000',
      'JobItems1795402800000',
      'CreateIdempotencyKeys1795500000000',
      'BuildStudioBeforeVersions1795510000000',
      'CreateBuildStudioPublications1795520000000',
      'MovieExportsAndAssetNames1795530000000',
      'MovieAspectRatioAndPosters1795600700000',
      'CreateSalesInquiries1795600800000',
      'NotifyApiKeysGone1795600900000',
      'JobAttemptStartedAt1795601000000',
    ]);

    const meta = await suite.database.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'installation_id'");
    expect(meta[0].value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports itself healthy with the database up', async () => {
    const response = await suite.http.get('/api/health').expect(200);

    expect(response.body).toEqual({
      status: 'ok',
      database: 'up',
      uptime_s: expect.any(Number),
      modules: ['auth', 'account', 'academy', 'chat', 'media', 'downloads', 'wp-gateway', 'integrations', 'jobs', 'billing', 'build-studio', 'movie', 'music', 'marketing', 'health', 'config'],
      worker: false,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('serves the public config without secrets', async () => {
    const response = await suite.http.get('/api/config/public').expect(200);

    expect(response.body.product).toBe('Atelier');
    expect(response.body.engines.text).toEqual({ provider: 'local', model: 'atelier-local-1', label: 'Offline engine' });
    expect(response.body.features).toMatchObject({ signup: true, academy: false });
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const response = await suite.http.get('/api/does-not-exist').expect(404);

    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/does-not-exist' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await postJsonText(suite.http, '/api/health', '{"broken": ').expect(400);

    expect(response.body).toEqual({ statusCode: 400, code: 'INVALID_JSON', message: 'Request body is not valid JSON' });
  });

  it('answers a body over BODY_LIMIT with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await postJsonText(suite.http, '/api/health', JSON.stringify({ text: 'x'.repeat(20 * 1024) })).expect(413);

    expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const given = await suite.http.get('/api/health').set('X-Request-Id', 'proxy-123');
    expect(given.headers['x-request-id']).toBe('proxy-123');

    const made = await suite.http.get('/api/nope').set('X-Request-Id', 'bad id');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows credentialed CORS from the configured frontend origin only', async () => {
    const allowed = await suite.http.get('/api/health').set('Origin', 'http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['access-control-expose-headers']).toBe('Retry-After,X-Request-Id,X-Gateway-Time-Ms,X-Engine,Idempotent-Replayed');

    const foreign = await suite.http.get('/api/health').set('Origin', 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets the helmet security headers', async () => {
    const response = await suite.http.get('/api/health');

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('publishes OpenAPI docs as a page and as JSON', async () => {
    const page = await suite.http.get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui');

    const document = await suite.http.get('/api/docs-json').expect(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/config/public',
        '/api/auth/signup',
        '/api/account/sessions',
        '/api/academy/notify',
        '/api/integrations/auth/login',
      ]),
    );
  });
});

describe('Atelier API with RUN_MIGRATIONS=0', () => {
  it('leaves the schema alone', async () => {
    const database = await createTestDatabase('nomigrate');
    const server = await startInProcessServer({ DATABASE_URL: database.url, RUN_MIGRATIONS: '0' });
    try {
      const tables = await database.query("SELECT 1 FROM pg_tables WHERE tablename IN ('app_meta', 'migrations')");
      expect(tables).toEqual([]);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
