import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { BACKEND_DIR } from './build';
import { scaled } from './time-factor';
import { TEST_PASSWORD_HASH_COST } from './test-password-hash-cost';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const READY_LINE = /listening on (http:\/\/[^\s"]+)/;

/** A real `node dist/...` process with a clean environment, its output captured for assertions. */
export class AppProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  stdout = '';
  stderr = '';

  constructor(env: Record<string, string>, script = 'dist/main.js') {
    this.child = spawn(process.execPath, [path.join(BACKEND_DIR, script)], {
      cwd: BACKEND_DIR,
      // Only what we pass: nothing from the developer's shell (DATABASE_URL…) leaks into the test. TMPDIR is the OS's,
      // not the app's: kept, so what the process leaves in its temp directory (a render killed mid-way, the fontconfig
      // cache) goes with the run's folder (ARCHITECTURE.md §15). Test stacks hash passwords at N = 2^12
      // (PASSWORD_HASH_COST; the production default is 2^17).
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get pid(): number {
    return this.child.pid!;
  }

  /**
   * Resolves with the API base URL once the process says it listens; rejects if it exits first or takes longer than
   * `budgetMs` (set for the reference machine, scaled by the measured machine factor).
   */
  ready(budgetMs = 30_000): Promise<string> {
    const timeoutMs = scaled(budgetMs);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`not ready after ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const match = READY_LINE.exec(this.stdout);
        if (match) done(() => resolve(match[1]));
      };
      const onExit = (code: number | null) => fail(new Error(`exited with code ${code} before listening`));
      const done = (settle: () => void) => {
        clearTimeout(timer);
        this.child.stdout!.off('data', check);
        this.child.off('exit', onExit);
        settle();
      };
      const fail = (error: Error) => done(() => reject(new Error(`${error.message}\n${this.stdout}\n${this.stderr}`)));
      this.child.stdout!.on('data', check);
      this.child.once('exit', onExit);
      check();
    });
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}
