import { GitFormatError } from './git-objects';

/** A ref a bundle names: its object id and its full name (`HEAD`, `refs/heads/main`). */
export interface BundleRef {
  id: string;
  name: string;
}

const V2 = '# v2 git bundle\n';
const V3 = '# v3 git bundle\n';
/** A header is a few lines per ref; anything longer than this is not a bundle this studio takes. */
const MAX_HEADER_BYTES = 256 * 1024;

/** A version 2 bundle (gitformat-bundle): its refs, a blank line, then the pack. */
export function writeBundle(refs: readonly BundleRef[], pack: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${V2}${refs.map((ref) => `${ref.id} ${ref.name}\n`).join('')}\n`, 'utf8'), pack]);
}

/**
 * The refs and pack of a version 2 or 3 bundle. A bundle that needs commits it does not hold (made from a
 * range, with prerequisites) or one of another object format is refused with the reason.
 */
export function readBundle(bundle: Buffer): { refs: BundleRef[]; pack: Buffer } {
  const signature = bundle.toString('latin1', 0, V2.length);
  if (signature !== V2 && signature !== V3) throw new GitFormatError('This is not a git bundle: it does not start with "# v2 git bundle" (make one with `git bundle create project.bundle --all`).');
  const headerEnd = bundle.indexOf('\n\n', V2.length - 1, 'latin1');
  if (headerEnd < 0 || headerEnd > MAX_HEADER_BYTES) throw new GitFormatError('The bundle header does not end.');
  const refs: BundleRef[] = [];
  for (const line of bundle.toString('utf8', V2.length, headerEnd).split('\n').filter(Boolean)) {
    if (line.startsWith('@')) {
      if (line !== '@object-format=sha1') throw new GitFormatError(`The bundle needs a capability this studio does not take (${line.slice(1, 60)}).`);
      continue;
    }
    if (line.startsWith('-')) {
      throw new GitFormatError('The bundle holds only part of the history (it needs commits it does not contain): create it with `git bundle create project.bundle --all`.');
    }
    const match = /^([0-9a-f]{40}) (\S+)$/.exec(line);
    if (!match) throw new GitFormatError('The bundle header has a line that is not a ref.');
    refs.push({ id: match[1], name: match[2] });
  }
  if (!refs.length) throw new GitFormatError('The bundle names no branch.');
  return { refs, pack: bundle.subarray(headerEnd + 2) };
}
