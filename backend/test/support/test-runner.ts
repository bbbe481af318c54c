import * as path from 'node:path';
import { type RunningRunner, startRunner } from '../../src/runner/runner';
import { readRunnerSettings } from '../../src/runner/runner-settings';
import { makeTempDir } from './temp-dir';

/** A runner of the suite's own: its socket and work folder in a fresh directory, with these settings on top. */
export async function startTestRunner(prefix: string, env: Record<string, string> = {}): Promise<RunningRunner> {
  const dir = makeTempDir(prefix);
  const { settings, errors } = readRunnerSettings({ RUNNER_LISTEN: `unix:${path.join(dir, 'runner.sock')}`, RUNNER_WORK_DIR: path.join(dir, 'work'), ...env });
  if (!settings) throw new Error(errors.join('\n'));
  return startRunner(settings);
}
