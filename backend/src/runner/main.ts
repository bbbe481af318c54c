import { type RunningRunner, startRunner } from './runner';
import { dropForeignEnvironment } from './runner-environment';
import { readRunnerSettings } from './runner-settings';
import { ensureTokenFile } from './token-file';

/**
 * Entry of the sandbox runner (`node backend/dist/runner/main.js`): a separate process from the API,
 * so untrusted projects never run inside the backend. Reads RUNNER_* variables only, and drops the rest
 * of its environment (and its token, once read) before anything runs.
 */
async function main(): Promise<void> {
  ensureTokenFile(process.env);
  const { settings, errors } = readRunnerSettings(process.env);
  if (!settings) {
    process.stderr.write(`Atelier runner: invalid configuration:\n${errors.map((error) => `  - ${error}\n`).join('')}`);
    process.exit(1);
  }
  const ignored = dropForeignEnvironment();
  // Filled once started; the signal handler may run before that.
  const started: { runner?: RunningRunner } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log('info', `${signal} received: stopping every app`);
    await started.runner?.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
  // A dropped background promise must not stop every running app (README, "Jobs and database outages").
  process.on('unhandledRejection', (reason: unknown) => {
    log('error', `unhandled promise rejection (kept running): ${reason instanceof Error ? reason.message : String(reason)}`);
  });

  const runner = await startRunner(settings);
  started.runner = runner;
  const { nodejs, python } = runner.capabilities;
  log('info', `listening on ${runner.url}`, {
    nodejs: nodejs.available ? 'available' : nodejs.reason,
    python: python.available ? 'available' : python.reason,
    limits: runner.limits,
    ...(ignored.length ? { ignoredVariables: ignored } : {}),
  });
}

function log(level: 'info' | 'error', msg: string, extra: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), name: 'runner', msg, ...extra })}\n`);
}

main().catch((error: unknown) => {
  log('error', `the runner could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
