import { execFile } from 'node:child_process';
import { accessSync, chmodSync, constants, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

export type FfmpegSource = 'system' | 'npm';

export interface FfmpegInfo {
  path: string;
  source: FfmpegSource;
  /** The release, e.g. `5.1.6-0+deb12u1` (system) or `4.1.0` (npm, whose static build reports only a git id). */
  version: string;
}

type Candidate = Omit<FfmpegInfo, 'version'>;

const BINARY = process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, BINARY);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The binary `@ffmpeg-installer/ffmpeg` ships for this platform; throws when there is none. */
function npmBinary(): string {
  // Loaded only here, when no system ffmpeg is on PATH.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const file = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  if (!isExecutable(file)) {
    // Its postinstall (`chmod u+x`) does not run where install scripts are disabled (see root package.json allowScripts).
    chmodSync(file, statSync(file).mode | 0o755);
  }
  return file;
}

/** Where each build is found; tried in this order: the system ffmpeg on PATH, then the one shipped in npm. */
const LOCATE: Array<[FfmpegSource, (env: NodeJS.ProcessEnv) => string]> = [
  [
    'system',
    (env) => {
      const file = onPath(env);
      if (!file) throw new Error(`no ${BINARY} on PATH`);
      return file;
    },
  ],
  ['npm', npmBinary],
];

function reportedVersion(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, ['-hide_banner', '-version'], { timeout: 10_000 }, (error, stdout) => {
      const match = /^ffmpeg version (\S+)/m.exec(String(stdout));
      if (error || !match) reject(error ?? new Error(`${file} -version printed no version`));
      else resolve(match[1]);
    });
  });
}

/** Static snapshot builds report a git id (`N-47683-g0e8eb07980-static`); their npm package names the release. */
function releaseOf(candidate: Candidate, reported: string): string {
  if (/^\d/.test(reported) || candidate.source !== 'npm') return reported;
  try {
    const manifest = JSON.parse(readFileSync(path.join(path.dirname(candidate.path), 'package.json'), 'utf8')) as { version?: string };
    return manifest.version ?? reported;
  } catch {
    return reported;
  }
}

/** The first ffmpeg that runs, system before npm; rejects with each one's reason when none does. */
export async function probeFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<FfmpegInfo> {
  const reasons: string[] = [];
  for (const [source, locate] of LOCATE) {
    try {
      const candidate = { path: locate(env), source };
      return { ...candidate, version: releaseOf(candidate, await reportedVersion(candidate.path)) };
    } catch (error) {
      reasons.push(`${source}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`No working ffmpeg (${reasons.join('; ')}).`);
}

let cached: Promise<FfmpegInfo> | null = null;

/** The ffmpeg this process uses, probed once; a failed probe is retried on the next call. */
export function describeFfmpeg(): Promise<FfmpegInfo> {
  cached ??= probeFfmpeg().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** One line for logs: `system /usr/bin/ffmpeg 5.1.6-0+deb12u1` or `npm @ffmpeg-installer/ffmpeg 4.1.0 (/…/ffmpeg)`. */
export function ffmpegLabel(info: FfmpegInfo): string {
  return info.source === 'system'
    ? `system ${info.path} ${info.version}`
    : `npm @ffmpeg-installer/ffmpeg ${info.version} (${info.path})`;
}
