import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive, like HTTP ranges. */
  end: number;
}

export interface StoredObject {
  size: number;
}

/**
 * Bytes by key, nothing else: metadata lives in the `assets` table. Keys are relative paths such as
 * `assets/<uuid>`; an object is whole or absent, never half-written, whatever the driver.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  putBuffer(key: string, bytes: Buffer, contentType: string): Promise<StoredObject>;
  /** Moves a file the caller owns into storage: it is gone from `source` afterwards. */
  putFile(key: string, source: string, contentType: string): Promise<StoredObject>;
  putStream(key: string, stream: Readable, contentType: string): Promise<StoredObject>;
  /** The object's bytes (or a byte range of them); null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Deleting an absent object is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Frees connections at shutdown. */
  close?(): void;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Relative, and every segment starts with a letter or digit (so no `..`, no hidden files): a key never leaves the root. */
export function assertObjectKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) {
    throw new Error(`invalid object key "${key}"`);
  }
}
