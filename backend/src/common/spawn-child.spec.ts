import type { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { childTie, probeChildTie, spawnChild, tiedCommand } from './spawn-child';

describe(spawnChild.name, () => {
  it('ties children with the kernel when a setpriv knows --pdeathsig, and from the exit event when none does', () => {
    const candidates = ['/opt/old/setpriv', '/usr/bin/setpriv'];
    const helps: Record<string, string> = {
      '/opt/old/setpriv': ' --reuid <ruid>  set real uid',
      '/usr/bin/setpriv': ' --pdeathsig keep|clear|<signame>  set or clear parent death signal',
    };
    const run = ((file: string) => ({ status: 0, stdout: helps[file] })) as unknown as typeof spawnSync;

    expect(probeChildTie(run, candidates)).toEqual({ kind: 'pdeathsig', setpriv: '/usr/bin/setpriv' });
    expect(probeChildTie(run, ['/opt/old/setpriv'])).toEqual({ kind: 'exit-hook' });
    expect(probeChildTie(run, [])).toEqual({ kind: 'exit-hook' });
  });

  it('runs the program through setpriv --pdeathsig SIGKILL, or as it is', () => {
    const setpriv = { kind: 'pdeathsig', setpriv: '/usr/bin/setpriv' } as const;
    expect(tiedCommand('ffmpeg', ['-i', 'in.wav'], setpriv)).toEqual(['/usr/bin/setpriv', ['--pdeathsig', 'SIGKILL', '--', 'ffmpeg', '-i', 'in.wav']]);
    expect(tiedCommand('ffmpeg', ['-i', 'in.wav'], { kind: 'exit-hook' })).toEqual(['ffmpeg', ['-i', 'in.wav']]);
  });

  it('gives the program its own pid, signals and exit code (setpriv execs it)', async () => {
    const child = spawnChild('sh', ['-c', 'echo started; read line; exit 3'], { stdio: ['pipe', 'pipe', 'ignore'] });
    await once(child.stdout, 'data');
    if (childTie().kind === 'pdeathsig') expect(readFileSync(`/proc/${child.pid}/comm`, 'utf8').trim()).toBe('sh');
    child.stdin.end('go\n');
    const [code] = await once(child, 'exit');
    expect(code).toBe(3);

    const killed = spawnChild('sleep', ['30'], { stdio: ['ignore', 'ignore', 'ignore'] });
    killed.kill('SIGKILL');
    expect(await once(killed, 'exit')).toEqual([null, 'SIGKILL']);
  });
});
