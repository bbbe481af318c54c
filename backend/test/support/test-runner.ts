import * as path from 'node:path';
import { type RunningRunner, startRunner } from '../../src/runner/runner';
import { readRunnerSettings } from '../../src/runner/runner-settings';
import { makeTempDir } from './temp-dir';

/**
 * A runner of the suite's own: its socket and work folder in a fresh directory, with these settings on top.
 * As root each app slot runs as RUNNER_UID_BASE + n, and files run in parallel: a file that starts runners gives
 * them a uid range of its own (the default 200000 and 300000, 310000 … 350000 are taken, and 400000 by the e2e
 * stack; grep RUNNER_UID_BASE).
 */
export async function startTestRunner(prefix: string, env: Record<string, string> = {}): Promise<RunningRunner> {
  const dir = makeTempDir(prefix);
  const { settings, errors } = readRunnerSettings({ RUNNER_LISTEN: `unix:${path.join(dir, 'runner.sock')}`, RUNNER_WORK_DIR: path.join(dir, 'work'), ...env });
  if (!settings) throw new Error(errors.join('\n'));
  return startRunner(settings);
}
