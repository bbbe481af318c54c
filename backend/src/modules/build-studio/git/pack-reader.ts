import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { applyDelta } from './git-delta';
import { type GitObject, type GitObjectType, GitFormatError, objectId } from './git-objects';

const TYPES: Readonly<Record<number, GitObjectType>> = { 1: 'commit', 2: 'tree', 3: 'blob', 4: 'tag' };
const OFS_DELTA = 6;
const REF_DELTA = 7;

export interface PackLimits {
  /** Objects a pack may hold. */
  maxObjects: number;
  /** Bytes all objects may take once inflated (deltas applied), so a small upload cannot expand without bound. */
  maxInflatedBytes: number;
}

interface Entry {
  offset: number;
  type: number;
  size: number;
  data: Buffer;
  /** A delta's base: the pack offset (OFS_DELTA) or the object id (REF_DELTA). */
  base?: number | string;
}

/**
 * Reads a version 2 or 3 pack (pack-format.txt) into its objects by id: whole objects and both kinds of delta
 * (OFS_DELTA against an earlier entry, REF_DELTA against any object by id), the trailer's SHA-1 checked first.
 */
export function readPack(pack: Buffer, limits: PackLimits): Map<string, GitObject> {
  if (pack.length < 32 || pack.toString('latin1', 0, 4) !== 'PACK') throw new GitFormatError('The pack does not start with "PACK".');
  const version = pack.readUInt32BE(4);
  if (version !== 2 && version !== 3) throw new GitFormatError(`Pack version ${version} is not one git writes.`);
  const count = pack.readUInt32BE(8);
  if (count > limits.maxObjects) throw new GitFormatError(`The pack holds ${count} objects; at most ${limits.maxObjects} are read.`);
  const end = pack.length - 20;
  if (!createHash('sha1').update(pack.subarray(0, end)).digest().equals(pack.subarray(end))) throw new GitFormatError('The pack is damaged: its checksum does not match.');

  let budget = limits.maxInflatedBytes;
  const spend = (bytes: number) => {
    budget -= bytes;
    if (budget < 0) throw new GitFormatError(`The repository is larger than ${limits.maxInflatedBytes / (1024 * 1024)} MB once unpacked.`);
  };
  const entries: Entry[] = [];
  let at = 12;
  for (let index = 0; index < count; index++) {
    const offset = at;
    if (at >= end) throw new GitFormatError('The pack is cut short.');
    let byte = pack[at++];
    const type = (byte >> 4) & 7;
    let size = byte & 0x0f;
    let shift = 4;
    while (byte & 0x80) {
      if (at >= end || shift > 35) throw new GitFormatError('An object header in the pack is malformed.');
      byte = pack[at++];
      size += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    }
    let base: number | string | undefined;
    if (type === OFS_DELTA) {
      // The distance back to the base, big-endian base-128 with one added per continuation (pack-format.txt).
      if (at >= end) throw new GitFormatError('The pack is cut short.');
      byte = pack[at++];
      let distance = byte & 0x7f;
      while (byte & 0x80) {
        if (at >= end || distance > 2 ** 40) throw new GitFormatError('A delta offset in the pack is malformed.');
        byte = pack[at++];
        distance = (distance + 1) * 128 + (byte & 0x7f);
      }
      base = offset - distance;
      if (base < 12) throw new GitFormatError('A delta points before the start of the pack.');
    } else if (type === REF_DELTA) {
      if (at + 20 > end) throw new GitFormatError('The pack is cut short.');
      base = pack.toString('hex', at, at + 20);
      at += 20;
    } else if (!TYPES[type]) {
      throw new GitFormatError(`The pack holds an object of unknown type ${type}.`);
    }
    spend(size);
    const data = inflate(pack.subarray(at, end), size);
    at += data.consumed;
    entries.push({ offset, type, size, data: data.bytes, base });
  }
  if (at !== end) throw new GitFormatError('The pack holds more bytes than its objects.');
  return resolve(entries, spend);
}

function inflate(input: Buffer, size: number): { bytes: Buffer; consumed: number } {
  try {
    const { buffer, engine } = inflateSync(input, { info: true, maxOutputLength: Math.max(size, 1) }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    if (buffer.length !== size) throw new GitFormatError('An object in the pack has a different size than its header says.');
    return { bytes: buffer, consumed: engine.bytesWritten };
  } catch (error) {
    if (error instanceof GitFormatError) throw error;
    throw new GitFormatError('An object in the pack cannot be inflated.');
  }
}

/** Whole objects first, then deltas as their bases become known (a REF_DELTA's base may come later in the pack). */
function resolve(entries: readonly Entry[], spend: (bytes: number) => void): Map<string, GitObject> {
  const objects = new Map<string, GitObject>();
  const byOffset = new Map<number, GitObject>();
  let pending: Entry[] = [];
  for (const entry of entries) {
    if (entry.base === undefined) {
      const object = { type: TYPES[entry.type], data: entry.data };
      objects.set(objectId(object.type, object.data), object);
      byOffset.set(entry.offset, object);
    } else {
      pending.push(entry);
    }
  }
  while (pending.length) {
    const waiting: Entry[] = [];
    for (const entry of pending) {
      const base = typeof entry.base === 'number' ? byOffset.get(entry.base) : objects.get(entry.base as string);
      if (!base) {
        waiting.push(entry);
        continue;
      }
      const data = applyDelta(base.data, entry.data);
      spend(data.length);
      const object = { type: base.type, data };
      objects.set(objectId(object.type, data), object);
      byOffset.set(entry.offset, object);
    }
    if (waiting.length === pending.length) throw new GitFormatError('A delta in the pack has no base in it (a thin pack?).');
    pending = waiting;
  }
  return objects;
}
