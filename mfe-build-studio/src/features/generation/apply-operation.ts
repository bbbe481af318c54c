import { applyPatch } from 'diff';
import type { BuildStreamOpEventDto } from '@atelier/api-types';
import { contentChecksum } from '../../lib/checksum';

/** What an operation did to the project, for the studio to show. */
export type AppliedChange =
  | { kind: 'set'; path: string; content: string }
  | { kind: 'delete'; path: string }
  | { kind: 'rename'; from: string; to: string; content: string };

export type ApplyResult = { ok: true; change: AppliedChange } | { ok: false; path: string; reason: string };

/**
 * Applies one streamed operation to the studio's copy of the project (`files`, changed in place): a
 * write takes the streamed or sent content, a patch is applied as a unified diff. Each result is checked
 * against the server's checksum, so a copy that drifted is noticed; the caller then fetches that file
 * whole instead of keeping a wrong one.
 */
export function applyOperation(files: Map<string, string>, operation: BuildStreamOpEventDto, streamed: ReadonlyMap<string, string>): ApplyResult {
  const path = operation.path ?? '';
  switch (operation.op) {
    case 'write': {
      const content = operation.streamed ? streamed.get(path) : operation.content;
      if (content === undefined) return { ok: false, path, reason: 'its content did not arrive' };
      if (operation.checksum && contentChecksum(content) !== operation.checksum) return { ok: false, path, reason: 'it arrived damaged' };
      files.set(path, content);
      return { ok: true, change: { kind: 'set', path, content } };
    }
    case 'patch': {
      const current = files.get(path);
      if (current === undefined) return { ok: false, path, reason: 'the file is missing here' };
      let patched: string | false;
      try {
        patched = applyPatch(current, operation.diff ?? '');
      } catch {
        patched = false;
      }
      if (patched === false || (operation.checksum && contentChecksum(patched) !== operation.checksum)) {
        return { ok: false, path, reason: 'the change did not fit this copy of the file' };
      }
      files.set(path, patched);
      return { ok: true, change: { kind: 'set', path, content: patched } };
    }
    case 'rename': {
      const from = operation.from ?? '';
      const to = operation.to ?? '';
      const content = files.get(from);
      if (content === undefined) return { ok: false, path: to, reason: 'the file to rename is missing here' };
      files.delete(from);
      files.set(to, content);
      return { ok: true, change: { kind: 'rename', from, to, content } };
    }
    case 'delete':
      files.delete(path);
      return { ok: true, change: { kind: 'delete', path } };
  }
}

/** Paths whose content here differs from the server's checksums (missing ones included). */
export function driftedFiles(files: ReadonlyMap<string, string>, checksums: Readonly<Record<string, string>>): string[] {
  return Object.entries(checksums)
    .filter(([path, checksum]) => {
      const content = files.get(path);
      return content === undefined || contentChecksum(content) !== checksum;
    })
    .map(([path]) => path);
}
