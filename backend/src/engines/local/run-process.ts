import { spawnChild } from '../../common/spawn-child';

export interface RunProcessOptions {
  /** Kills the program when it aborts. */
  signal?: AbortSignal;
  /** Written to the program's stdin, which is then closed (at once when there is no input). */
  input?: Uint8Array;
}

/**
 * Runs a program to completion; resolves with the tail of its stderr (where ffmpeg's measuring filters
 * report), rejects with it on failure, kills it when `signal` aborts.
 */
export function runProcess(file: string, args: string[], { signal, input }: RunProcessOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawnChild(file, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    // A program that fails early closes stdin (EPIPE); its exit code and stderr tell the real story.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve(stderr);
      else reject(new Error(`${file} exited with code ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}
