import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/** Where this process's own control groups are, per interface. */
export interface OwnGroups {
  /** Its group in the unified (v2) hierarchy, when one is mounted. */
  unified: string | null;
  /** Its group in each v1 hierarchy, by controller (`memory`, `pids`, `cpu`, `cpuacct`, `freezer`…). */
  legacy: ReadonlyMap<string, string>;
}

interface CgroupMount {
  mountPoint: string;
  /** The part of the hierarchy the mount shows (`/` unless a container mounted a sub-tree). */
  root: string;
  version: 1 | 2;
  controllers: string[];
}

/** Reads /proc/self/mountinfo and /proc/self/cgroup (under `proc`, for tests) into folder paths. */
export function findOwnGroups(proc = '/proc/self'): OwnGroups {
  const mounts = parseMountInfo(readFileSync(`${proc}/mountinfo`, 'utf8'));
  const memberships = parseMemberships(readFileSync(`${proc}/cgroup`, 'utf8'));
  let unified: string | null = null;
  const legacy = new Map<string, string>();
  for (const membership of memberships) {
    if (membership.hierarchy === '0') {
      const mount = mounts.find((candidate) => candidate.version === 2);
      if (mount) unified = folderOf(mount, membership.path);
      continue;
    }
    for (const controller of membership.controllers) {
      const mount = mounts.find((candidate) => candidate.version === 1 && candidate.controllers.includes(controller));
      if (mount) legacy.set(controller, folderOf(mount, membership.path));
    }
  }
  return { unified, legacy };
}

export function parseMountInfo(text: string): CgroupMount[] {
  const mounts: CgroupMount[] = [];
  for (const line of text.split('\n')) {
    const [before, after] = line.split(' - ');
    if (!after) continue;
    const fields = before.split(' ');
    const [type, , superOptions = ''] = after.split(' ');
    if (type !== 'cgroup' && type !== 'cgroup2') continue;
    mounts.push({
      mountPoint: unescapeMount(fields[4]),
      root: unescapeMount(fields[3]),
      version: type === 'cgroup2' ? 2 : 1,
      controllers: type === 'cgroup' ? superOptions.split(',').filter((option) => option !== 'rw' && option !== 'ro') : [],
    });
  }
  return mounts;
}

function parseMemberships(text: string): Array<{ hierarchy: string; controllers: string[]; path: string }> {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hierarchy, controllers, ...rest] = line.split(':');
      return { hierarchy, controllers: controllers ? controllers.split(',') : [], path: rest.join(':') };
    });
}

function folderOf(mount: CgroupMount, groupPath: string): string {
  const relative = mount.root !== '/' && groupPath.startsWith(mount.root) ? groupPath.slice(mount.root.length) : groupPath;
  return path.resolve(mount.mountPoint, `.${relative}`);
}

/** mountinfo escapes space, tab, newline and backslash as octal. */
function unescapeMount(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}
