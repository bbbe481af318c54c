import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { findOwnGroups } from './cgroup-mounts';

function fakeProc(mountinfo: string, cgroup: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cgroup-mounts-'));
  writeFileSync(path.join(dir, 'mountinfo'), mountinfo);
  writeFileSync(path.join(dir, 'cgroup'), cgroup);
  return dir;
}

describe(findOwnGroups.name, () => {
  it('finds each v1 controller, co-mounted ones included, and a unified hierarchy beside them', () => {
    const proc = fakeProc(
      [
        '31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
        '32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct',
        '35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
        '39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids',
        '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
      ].join('\n'),
      '8:pids:/\n4:memory:/process_api/0867\n2:cpu,cpuacct:/\n0::/\n',
    );
    const own = findOwnGroups(proc);
    expect(own.unified).toBe('/sys/fs/cgroup/unified');
    expect(Object.fromEntries(own.legacy)).toEqual({
      pids: '/sys/fs/cgroup/pids',
      memory: '/sys/fs/cgroup/memory/process_api/0867',
      cpu: '/sys/fs/cgroup/cpu,cpuacct',
      cpuacct: '/sys/fs/cgroup/cpu,cpuacct',
    });
  });

  it("finds a container's own group in a unified hierarchy mounted from a sub-tree", () => {
    const proc = fakeProc(
      '700 690 0:30 /docker/abc /sys/fs/cgroup ro,nosuid - cgroup2 cgroup rw,nsdelegate\n',
      '0::/docker/abc/runner\n',
    );
    expect(findOwnGroups(proc)).toEqual({ unified: '/sys/fs/cgroup/runner', legacy: new Map() });
  });
});
