import {
  type ChildProcess,
  type ChildProcessByStdio,
  type SpawnOptionsWithStdioTuple,
  type StdioNull,
  type StdioPipe,
  spawn,
  spawnSync,
} from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import * as path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * How children are tied to this process: through `setpriv` (its absolute path) when util-linux's
 * `setpriv --pdeathsig` is installed (Debian, Ubuntu, the backend's image), or from the exit event.
 */
export type ChildTie = { kind: 'pdeathsig'; setpriv: string } | { kind: 'exit-hook' };

let tie: ChildTie | undefined;
const running = new Set<ChildProcess>();
let exitHooked = false;

/** The PATH's directories, then where util-linux installs it: a later change of PATH cannot lose it. */
function setprivCandidates(pathValue = process.env.PATH ?? ''): string[] {
  const dirs = [...pathValue.split(path.delimiter).filter(Boolean), '/usr/bin', '/bin'];
  return [...new Set(dirs.map((dir) => path.join(dir, 'setpriv')))];
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether a `setpriv` here can ask the kernel to kill a child when its parent dies (util-linux 2.33 and later). */
export function probeChildTie(run: typeof spawnSync = spawnSync, candidates = setprivCandidates().filter(executable)): ChildTie {
  for (const setpriv of candidates) {
    const help = run(setpriv, ['--help'], { encoding: 'utf8', timeout: 5_000 });
    if (help.status === 0 && String(help.stdout).includes('--pdeathsig')) return { kind: 'pdeathsig', setpriv };
  }
  return { kind: 'exit-hook' };
}

export function childTie(): ChildTie {
  tie ??= probeChildTie();
  return tie;
}

/** The command line that runs `file` with the kernel's parent-death signal set, or `file` itself. */
export function tiedCommand(file: string, args: readonly string[], how: ChildTie): [string, string[]] {
  return how.kind === 'pdeathsig' ? [how.setpriv, ['--pdeathsig', 'SIGKILL', '--', file, ...args]] : [file, [...args]];
}

type Stdio = StdioNull | StdioPipe;
/** What `spawn` gives for that stdio: a stream for a pipe, null otherwise. */
type Tied<In extends Stdio, Out extends Stdio, Err extends Stdio> = ChildProcessByStdio<
  In extends StdioPipe ? Writable : null,
  Out extends StdioPipe ? Readable : null,
  Err extends StdioPipe ? Readable : null
>;

/**
 * `spawn`, for a child that must not outlive this process (an ffmpeg render kept running as an orphan
 * after a kill -9 of the backend): through `setpriv --pdeathsig SIGKILL`, the kernel kills it when this
 * process dies, however it dies (PR_SET_PDEATHSIG; setpriv execs the program, so the child's pid and
 * signals are the program's own). Without setpriv, children still running when the process exits are
 * killed from its `exit` event, which covers every end but SIGKILL (README, "Child processes").
 */
export function spawnChild<In extends Stdio, Out extends Stdio, Err extends Stdio>(
  file: string,
  args: readonly string[],
  options: SpawnOptionsWithStdioTuple<In, Out, Err>,
): Tied<In, Out, Err> {
  const [command, commandArgs] = tiedCommand(file, args, childTie());
  const child = spawn(command, commandArgs, options) as unknown as Tied<In, Out, Err>;
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', killRunning);
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  return child;
}

function killRunning(): void {
  for (const child of running) child.kill('SIGKILL');
}
