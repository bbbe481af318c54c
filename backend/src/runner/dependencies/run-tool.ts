import { spawn } from 'node:child_process';

export interface ToolRun {
  code: number | null;
  /** stdout and stderr together, the last 64 KB. */
  output: string;
  timedOut: boolean;
}

export type ToolRunner = (argv: readonly string[], cwd: string, timeoutMs: number) => Promise<ToolRun>;

const KEPT_OUTPUT = 64 * 1024;

/**
 * The environment an install gets: where programs are, a home for the tools' own configuration (a
 * registry mirror, pip.conf) and the locale. Nothing else of the runner's reaches npm or pip.
 */
export function toolEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { PATH: env.PATH ?? '/usr/local/bin:/usr/bin:/bin', HOME: env.HOME ?? '/nonexistent', LANG: 'C.UTF-8' };
}

/** Runs an install tool in its own process group, killed with everything it started at the time limit. */
export const runTool: ToolRunner = (argv, cwd, timeoutMs) =>
  new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { cwd, env: toolEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let timedOut = false;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, output: `${output}\n${error.message}`, timedOut });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
