import { spawnChild } from '../../../common/spawn-child';

/** `out_time=00:01:02.500000` from ffmpeg's `-progress` output, in seconds; null for any other line. */
export function progressSeconds(line: string): number | null {
  const match = /^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)\s*$/.exec(line);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export interface RunFfmpegOptions {
  signal?: AbortSignal;
  /** Length of the output, to turn ffmpeg's position into a fraction. */
  seconds: number;
  onProgress?: (fraction: number) => void;
}

/**
 * Runs ffmpeg to completion, reporting how far it got (its `-progress` lines on stdout, which both the
 * system and the npm 4.1 build write); rejects with the tail of stderr, kills it when `signal` aborts.
 */
export function runFfmpeg(ffmpeg: string, args: string[], options: RunFfmpegOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawnChild(ffmpeg, ['-nostats', '-progress', 'pipe:1', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const at = progressSeconds(line);
        if (at !== null && options.seconds > 0) options.onProgress?.(Math.min(1, Math.max(0, at / options.seconds)));
      }
    });
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (options.signal?.aborted) reject(options.signal.reason);
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with code ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}
