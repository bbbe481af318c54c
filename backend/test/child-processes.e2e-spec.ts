import { existsSync, readFileSync, readdirSync } from 'node:fs';
import request from 'supertest';
import { AppProcess } from './support/app-process';
import { uniqueIp } from './support/accounts';
import { freePort } from './support/free-port';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';

/** Parent pid and state of a process, from /proc (field 3 is the state, 4 the parent; the name in 2 may hold spaces). */
function statOf(pid: number): { ppid: number; state: string } | null {
  try {
    const [state, ppid] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(ppid), state };
  } catch {
    return null;
  }
}

/** A zombie has ended: it only waits for whoever adopted it to read its exit status. */
const running = (pid: number) => ![undefined, 'Z', 'X'].includes(statOf(pid)?.state);

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => statOf(child)?.ppid === pid);
}

/** What /proc says of a process, or null once it has ended (a child may exit between listing and reading). */
function procText(pid: number, file: 'comm' | 'cmdline'): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/**
 * A backend killed with SIGKILL (no handler of its own runs) while ffmpeg renders for it: the render
 * must not go on as an orphan, using the CPU for an answer nobody will read (README, "Child processes").
 */
describe('child processes of a backend killed with SIGKILL', () => {
  let database: TestDatabase;
  let app: AppProcess;

  beforeAll(async () => {
    database = await createTestDatabase('child_processes', { migrated: true });
    app = new AppProcess({ DATABASE_URL: database.url, DATA_DIR: makeTempDir('child-processes'), PORT: String(await freePort()) });
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    await database?.drop();
  });

  it('ffmpeg rendering a video dies with the backend instead of finishing the render as an orphan', async () => {
    const http = request((await app.ready()).replace(/\/api$/, ''));
    // The offline engine renders the whole clip in one ffmpeg run that reads no input from the backend.
    await http
      .post('/api/video/generate')
      .set('X-Forwarded-For', uniqueIp())
      .set('Prefer', 'respond-async')
      .send({ prompt: 'A lighthouse in a storm', session_id: 'orphan123' })
      .expect(202);

    // The render's output file, read from its command line while it runs.
    const renderOutput = () => {
      for (const pid of childrenOf(app.pid)) {
        if (procText(pid, 'comm')?.trim() !== 'ffmpeg' || !running(pid)) continue;
        const output = procText(pid, 'cmdline')?.split('\0').filter(Boolean).pop();
        if (output) return output;
      }
      return null;
    };
    const seen: { output?: string } = {};
    await waitFor(() => Boolean((seen.output = renderOutput() ?? undefined)), 'ffmpeg to start rendering', 60_000);
    const output = seen.output!;
    const children = childrenOf(app.pid);
    app.child.kill('SIGKILL');
    await app.exited;

    // Either way they end: killed with the backend, or (an orphan) once the render is done.
    await waitFor(() => !children.some(running), 'the children of the killed backend to end', 60_000);
    // An MP4 is finished when ffmpeg has written its index ('moov'); a render cut short has none.
    const written = existsSync(output) ? readFileSync(output) : Buffer.alloc(0);
    expect({ output, finished: written.includes('moov') }).toEqual({ output, finished: false });
  });
});
