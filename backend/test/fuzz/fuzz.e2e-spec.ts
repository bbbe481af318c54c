import { writeFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { type RunningRunner, startRunner } from '../../src/runner/runner';
import { readRunnerSettings } from '../../src/runner/runner-settings';
import { bearer, signUp } from '../support/accounts';
import { useSuiteServer } from '../support/suite-server';
import { describeProblems, fuzzOperations, slowestOperations, statusHistogram } from './fuzz-runner';
import { type OpenApiDocument, listOperations } from './openapi-operations';
import { scaled } from '../support/time-factor';

/**
 * Requests in flight at once: as many as libuv has threads (4). Password hashing runs there, and so does the
 * SCRAM handshake of a new database connection (WebCrypto): with 8 hashes queued, connecting took over 5 s on
 * a loaded machine and requests failed with "Connection terminated due to connection timeout".
 */
const CONCURRENCY = 4;

describe('every operation of the OpenAPI document, fuzzed (real PostgreSQL)', () => {
  let runner: RunningRunner;
  // Declared before the suite's own hooks, so it runs first: the runner's work folder is inside the suite's DATA_DIR.
  afterAll(async () => {
    await runner?.close();
  });
  const suite = useSuiteServer(
    'fuzz',
    async () => {
      // Build Studio's sandbox runner, as `npm start` runs it: its endpoints are fuzzed against the real thing.
      const { settings, errors } = readRunnerSettings({ DATA_DIR: suite.dataDir, RUNNER_UID_BASE: '330000', RUNNER_START_TIMEOUT_SECONDS: '5' });
      if (!settings) throw new Error(errors.join('\n'));
      runner = await startRunner(settings);
      return { RUNNER_URL: runner.url };
    },
    { dataDir: 'fuzz-data' },
  );

  it('answers every malformed request, anonymous or signed in, below 500 with a {statusCode, code, message} body', async () => {
    const document = (await suite.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const operations = listOperations(document);
    const account = await signUp(suite.http);
    // The one value a schema cannot give: a live API key, for the gateway's authenticated variants.
    const key = await suite.http.post('/api/integrations/key').set(bearer(account.token)).send({ label: 'fuzz' }).expect(201);

    // What the server logged for its 5xx answers (the filter logs those only), to explain a failure.
    const serverErrorLogs = new Set<string>();
    const errorLog = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      serverErrorLogs.add(String(message).slice(0, 300));
    });
    const report = await fuzzOperations(operations, {
      origin: new URL(suite.server.url).origin,
      concurrency: CONCURRENCY,
      timeoutMs: scaled(120_000),
      hints: { api_key: key.body.key },
      sessionToken: account.token,
      freshSessionToken: async () => (await signUp(suite.http)).token,
    });

    errorLog.mockRestore();
    // FUZZ_DUMP=<file> keeps every outcome as JSON, to look into a run.
    if (process.env.FUZZ_DUMP) {
      const rows = report.outcomes.map(({ operation, ...rest }) => ({ operation: `${operation.method} ${operation.path}`, ...rest }));
      writeFileSync(process.env.FUZZ_DUMP, JSON.stringify(rows, null, 1));
    }
    const serverErrors = report.outcomes.filter((outcome) => outcome.status >= 500).length;
    console.log(
      `fuzz: ${report.outcomes.length} requests over ${report.operations} operations in ${report.seconds.toFixed(1)} s; ` +
        `${serverErrors} 5xx, ${report.problems.length} unacceptable answers\n` +
        `statuses: ${statusHistogram(report.outcomes)}\n` +
        `slowest operations (request time summed): ${slowestOperations(report.outcomes)}` +
        (serverErrorLogs.size ? `\nserver error logs:\n${[...serverErrorLogs].slice(0, 20).join('\n')}` : ''),
    );
    expect(operations.length).toBeGreaterThan(30);
    expect(describeProblems(report.problems)).toEqual([]);
    // Operations that end sessions ran on accounts of their own: the shared session still works.
    await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);
  }, scaled(360_000));
});
