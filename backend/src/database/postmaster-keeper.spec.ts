import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import pino from 'pino';
import { PostmasterKeeper } from './postmaster-keeper';

/** A server whose starts fail `failures` times before one succeeds; each success is a new fake process. */
class FakeServer {
  readonly processes: EventEmitter[] = [new EventEmitter()];
  starts = 0;
  private waiting: Array<() => void> = [];

  constructor(private failures = 0) {}

  process = (): ChildProcess => this.processes[this.processes.length - 1] as unknown as ChildProcess;

  start = async (): Promise<void> => {
    this.starts += 1;
    this.waiting.splice(0).forEach((resolve) => resolve());
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('pre-existing shared memory block is still in use');
    }
    this.processes.push(new EventEmitter());
  };

  /** Resolves at the next start. */
  nextStart(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The current process exits, as when someone kills it. */
  die(): void {
    this.process().emit('exit', null, 'SIGKILL');
  }
}

describe(PostmasterKeeper.name, () => {
  const log = pino({ level: 'silent' });

  const keep = (server: FakeServer, beforeStart = jest.fn(async () => undefined)) => {
    const keeper = new PostmasterKeeper({ process: server.process, start: server.start }, { beforeStart, log, firstDelayMs: 1, maxDelayMs: 2 });
    keeper.watch();
    return keeper;
  };

  it('starts the server again when it exits on its own, after clearing what the dead one left', async () => {
    const server = new FakeServer();
    const beforeStart = jest.fn(async () => undefined);
    const keeper = keep(server, beforeStart);

    server.die();
    // stop() waits for the restart under way: the server is then the new one.
    await keeper.stop();

    expect(server.starts).toBe(1);
    expect(beforeStart).toHaveBeenCalledTimes(1);
    expect(server.processes).toHaveLength(2);
  });

  it('keeps watching the new server, and tries a failing start again until one succeeds', async () => {
    const server = new FakeServer(2);
    const keeper = keep(server);

    server.die();
    await waitUntil(() => server.processes.length === 2);
    expect(server.starts).toBe(3);
    const restarted = server.nextStart();
    server.die();
    await restarted;
    await keeper.stop();

    expect(server.starts).toBe(4);
    expect(server.processes).toHaveLength(3);
  });

  it('does not start the server again once stopped', async () => {
    const server = new FakeServer();
    const keeper = keep(server);

    await keeper.stop();
    server.die();

    expect(server.starts).toBe(0);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
