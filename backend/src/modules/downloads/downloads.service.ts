import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DownloadsException } from './downloads.errors';
import { DownloadKind, WORDPRESS_SOURCES_DIR, buildWordPressArchive, readWordPressVersion } from './wordpress-archives';

export interface DownloadFile {
  filename: string;
  body: Buffer;
  /** Strong ETag: the archive is byte-identical for the same sources, so its hash names it. */
  etag: string;
  /** The release, from the header WordPress itself reads (theme style.css, plugin main file). */
  version: string;
}

/** Injection token for another sources folder (tests); unset → `backend/wordpress/`. */
export const WORDPRESS_SOURCES = Symbol('WORDPRESS_SOURCES');

export const DOWNLOAD_FILENAMES: Readonly<Record<DownloadKind, string>> = {
  theme: 'atelier-theme.zip',
  plugin: 'atelier-plugin.zip',
};

/** Builds each zip once per process, on first request: the sources only change with a deploy. */
@Injectable()
export class DownloadsService {
  private readonly logger = new Logger(DownloadsService.name);
  private readonly cache = new Map<DownloadKind, Promise<DownloadFile>>();

  constructor(@Optional() @Inject(WORDPRESS_SOURCES) private readonly sourcesDir: string = WORDPRESS_SOURCES_DIR) {}

  get(kind: DownloadKind): Promise<DownloadFile> {
    let file = this.cache.get(kind);
    if (!file) {
      file = this.build(kind);
      this.cache.set(kind, file);
      // A failed build is retried by the next request rather than remembered.
      file.catch(() => this.cache.delete(kind));
    }
    return file;
  }

  /** Name, release and exact size of each zip, from the same cached build the download serves. */
  async describe(): Promise<Array<{ kind: DownloadKind; filename: string; version: string; sizeBytes: number }>> {
    const kinds: DownloadKind[] = ['theme', 'plugin'];
    const files = await Promise.all(kinds.map((kind) => this.get(kind)));
    return files.map((file, index) => ({
      kind: kinds[index],
      filename: file.filename,
      version: file.version,
      sizeBytes: file.body.length,
    }));
  }

  private async build(kind: DownloadKind): Promise<DownloadFile> {
    let body: Buffer;
    let version: string;
    try {
      [body, version] = await Promise.all([
        buildWordPressArchive(kind, this.sourcesDir),
        readWordPressVersion(kind, this.sourcesDir),
      ]);
    } catch (error) {
      this.logger.error(`cannot build the ${kind} zip from ${this.sourcesDir}: ${(error as Error).message}`);
      throw DownloadsException.unavailable();
    }
    const hash = createHash('sha256').update(body).digest('base64url');
    return { filename: DOWNLOAD_FILENAMES[kind], body, etag: `"${hash}"`, version };
  }
}
