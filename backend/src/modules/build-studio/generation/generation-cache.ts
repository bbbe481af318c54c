import { Injectable } from '@nestjs/common';
import { GENERATION_CACHE_ENTRIES, GENERATION_CACHE_MS } from '../build-studio.constants';

interface CachedGeneration {
  owner: string;
  files: ReadonlyMap<string, string>;
  expires: number;
}

/**
 * The files of recent generations, per owner, for a short while: when a patch does not apply in the
 * browser (its copy of a file drifted), the studio fetches that file whole instead of losing the change.
 * In memory of the process that streamed it (the stream and the fetch come from the same page).
 */
@Injectable()
export class GenerationCache {
  private readonly entries = new Map<string, CachedGeneration>();

  put(id: string, owner: string, files: ReadonlyMap<string, string>, now = Date.now()): void {
    this.sweep(now);
    this.entries.set(id, { owner, files, expires: now + GENERATION_CACHE_MS });
    while (this.entries.size > GENERATION_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The file's content; undefined when the generation is unknown, expired, another owner's, or lacks it. */
  file(id: string, owner: string, path: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.owner !== owner || entry.expires < now) return undefined;
    return entry.files.get(path);
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.entries) if (entry.expires < now) this.entries.delete(id);
  }
}
